/**
 * The /search page of the embedded mode: the site's own results page (client/resultsPage),
 * answered by the same engine and ranking as the modal. In hosted mode the plugin serves
 * theme-hosted/ instead, which has no SearchPage: /search is theme-search-algolia's page, querying
 * Algolia.
 */
export {default} from '../../client/resultsPage/ResultsPage';

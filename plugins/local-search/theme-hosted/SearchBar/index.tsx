/**
 * Hosted mode's theme: the same SearchBar as the embedded mode (it opens DocSearch's modal when
 * hosted), and no SearchPage, so that /search is theme-search-algolia's page, unchanged. (Wrapping
 * that page through `@theme-original/SearchPage` from an override made the build run out of memory.)
 */
export {default} from '../../theme/SearchBar';

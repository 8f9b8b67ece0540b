/**
 * Search settings. By default the site answers search from an index embedded in the build
 * (plugins/local-search), with no outside service. With ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and
 * ALGOLIA_INDEX_NAME set at build time, the same UI queries a hosted Algolia DocSearch index.
 */
const appId = process.env.ALGOLIA_APP_ID?.trim();
const apiKey = process.env.ALGOLIA_SEARCH_API_KEY?.trim();
const indexName = process.env.ALGOLIA_INDEX_NAME?.trim();

export type SearchMode = 'local' | 'hosted';

export const searchMode: SearchMode = appId && apiKey && indexName ? 'hosted' : 'local';

/** The `themeConfig.algolia` block: real credentials when hosted, inert placeholders otherwise. */
export const algoliaThemeConfig = {
  appId: appId || 'LOCAL',
  apiKey: apiKey || 'local-search',
  indexName: indexName || 'local-search',
  // Results limited to the current language and docs version (facets `language` and `docusaurus_tag`).
  contextualSearch: true,
  searchPagePath: 'search',
  // Hosted results on the sibling sites open as full page loads, not client-side navigation.
  externalUrlRegex: 'redux-toolkit\\.js\\.org|react-redux\\.js\\.org|reselect\\.js\\.org',
};

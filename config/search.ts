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

/** Pages the empty search modal offers before the reader types: the most visited first. */
export const popularDestinations = [
  {title: 'Getting Started with Redux', path: '/introduction/getting-started'},
  {title: 'Redux Toolkit Quick Start', path: '/tutorials/quick-start'},
  {title: 'Redux Essentials tutorial', path: '/tutorials/essentials/part-1-overview-concepts'},
  {title: 'Usage With TypeScript', path: '/usage/usage-with-typescript'},
  {title: 'Redux Style Guide', path: '/style-guide'},
  {title: 'Troubleshooting', path: '/usage/troubleshooting'},
];

/** Queries offered when nothing matches, after the index's own spelling suggestions. */
export const suggestedQueries = ['createSlice', 'configureStore', 'useSelector', 'RTK Query', 'thunks', 'TypeScript'];

/**
 * A stand-in for algoliasearch's `liteClient`, answered in the browser by the embedded index.
 * DocSearch's modal gets it through its `transformSearchClient` hook (src/theme/SearchBar); the
 * /search page gets it because plugins/local-search aliases `algoliasearch/lite` to this module
 * in local mode. Only the engine chunk (MiniSearch) and the index are loaded lazily, on first use.
 */
import type {AlgoliaRequest} from './algoliaAdapter';

declare const process: {env: {LOCAL_SEARCH_INDEX_URL?: string}};

type Loaded = {engine: import('./engine').SearchEngine; answer: typeof import('./algoliaAdapter').answer};

let loading: Promise<Loaded> | null = null;

/** Starts loading the engine and the index (on hover or focus of the search button). */
export function prefetchSearchIndex(): Promise<Loaded> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "local-search-engine" */ './engine'),
    import(/* webpackChunkName: "local-search-engine" */ './algoliaAdapter'),
    fetch(process.env.LOCAL_SEARCH_INDEX_URL ?? '/search-index.json').then((response) => {
      if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
      return response.json();
    }),
  ]).then(([{SearchEngine}, {answer}, index]) => {
    // Timed for the benchmark (scripts/bench-search.ts): how long building the engine takes here.
    performance.mark('local-search:build-start');
    const engine = new SearchEngine(index);
    performance.measure('local-search:build', 'local-search:build-start');
    return {engine, answer};
  });
  // A failed load (offline, say) is retried on the next search.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The subset of the Algolia lite client that DocSearch and algoliasearch-helper use. */
export type LocalSearchClient = {
  appId: string;
  search: (queries: AlgoliaRequest[] | {requests: AlgoliaRequest[]}) => Promise<{results: unknown[]}>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  clearCache: () => Promise<void>;
};

export function liteClient(appId = 'LOCAL', _apiKey?: string): LocalSearchClient {
  return {
    appId,
    async search(queries) {
      const requests = Array.isArray(queries) ? queries : queries.requests;
      const {engine, answer} = await prefetchSearchIndex();
      return {results: requests.map((request) => answer(engine, request))};
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

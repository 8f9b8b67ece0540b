/**
 * A stand-in for algoliasearch's `liteClient`, answered in the browser by the embedded index.
 * DocSearch's modal gets it through its `transformSearchClient` hook (src/theme/SearchBar); the
 * /search page gets it because plugins/local-search aliases `algoliasearch/lite` to this module
 * in local mode. The engine and the index load on first use, in a Web Worker (./searchWorker.ts)
 * so that building the engine never blocks the page; where no worker can start, on the page.
 */
import type {AlgoliaRequest} from './algoliaAdapter';

declare const process: {env: {LOCAL_SEARCH_INDEX_URL?: string}};
const indexUrl = process.env.LOCAL_SEARCH_INDEX_URL ?? '/search-index.json';

type Answer = (requests: AlgoliaRequest[]) => Promise<unknown[]>;

let answering: Promise<Answer> | null = null;

/** In a worker: one message per search, answered in order of arrival. */
function workerAnswer(): Answer {
  const worker = new Worker(new URL('./searchWorker.ts', import.meta.url), {type: 'module'});
  let next = 0;
  const pending = new Map<number, {resolve: (results: unknown[]) => void; reject: (error: Error) => void}>();
  worker.onmessage = (event: MessageEvent<{id: number; results?: unknown[]; error?: string; buildMs?: number}>) => {
    const {id, results, error, buildMs} = event.data;
    const request = pending.get(id);
    pending.delete(id);
    // Reported for the benchmark (scripts/bench-search.ts): how long building the engine took.
    if (buildMs !== undefined && performance.getEntriesByName('local-search:build').length === 0) {
      performance.measure('local-search:build', {start: 0, duration: buildMs});
    }
    if (error !== undefined) request?.reject(new Error(error));
    else request?.resolve(results ?? []);
  };
  return (requests) =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, {resolve, reject});
      worker.postMessage({id, url: indexUrl, requests});
    });
}

/** On the page, where no worker can start (an old browser, a policy that forbids workers). */
async function pageAnswer(): Promise<Answer> {
  const [{SearchEngine}, {answer}, index] = await Promise.all([
    import(/* webpackChunkName: "local-search-engine" */ './engine'),
    import(/* webpackChunkName: "local-search-engine" */ './algoliaAdapter'),
    fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
      return response.json();
    }),
  ]);
  const started = performance.now();
  const engine = new SearchEngine(index);
  performance.measure('local-search:build', {start: started, duration: performance.now() - started});
  return async (requests) => requests.map((request) => answer(engine, request));
}

/** Starts loading the engine and the index (on hover or focus of the search button). */
export function prefetchSearchIndex(): Promise<Answer> {
  if (!answering) {
    let answer: Answer | undefined;
    try {
      if (typeof Worker !== 'undefined') answer = workerAnswer();
    } catch {
      // No worker here: answer on the page.
    }
    // Loading starts now: an empty search makes the worker fetch the index and build the engine.
    answering = answer ? answer([]).then(() => answer!) : pageAnswer();
    // A failed load (offline, say) is retried on the next search.
    answering.catch(() => {
      answering = null;
    });
  }
  return answering;
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
      const answer = await prefetchSearchIndex();
      return {results: await answer(requests)};
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

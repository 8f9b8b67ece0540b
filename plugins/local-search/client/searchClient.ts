/**
 * The page's side of the embedded search: it starts the search Web Worker (./searchWorker.ts) on
 * the first sign of interest and sends it the searches of the modal and the results page. Where
 * no worker can start (an old browser, a policy that forbids workers), the same service runs on
 * the page instead.
 */
import {manifestUrl} from './constants';
import {manifestFromPage} from './pageManifest';
import type {DisplayResult} from './results';
import type {SearchRequest} from './service';

type TextOutcome = {buildMs?: number; error?: string};
type Ask = (request: SearchRequest) => Promise<DisplayResult | null>;

let asking: Ask | undefined;
const loading = new Map<string, Promise<unknown>>();
// Read once, as the page's first HTML has it (a later page, reached by a client-side navigation,
// keeps the first page's head).
const knownManifest = manifestFromPage();

/** True on a page whose HTML carries the index's manifest: the results page, loaded from the server. */
export const pageHasIndexManifest = knownManifest !== undefined;
const textListeners = new Set<(outcome: TextOutcome) => void>();

/** Reported for the benchmark (scripts/bench-search.ts): how long building the engine took. */
function reportBuild(buildMs: number | undefined) {
  if (buildMs !== undefined && performance.getEntriesByName('local-search:build').length === 0) {
    performance.measure('local-search:build', {start: 0, duration: buildMs});
  }
}

function workerAsk(): Ask {
  // A classic worker: the bundler loads the worker's chunks with importScripts, which module workers lack.
  const worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
  let next = 0;
  type Pending = {
    request: SearchRequest;
    resolve: (result: DisplayResult | null) => void;
    reject: (error: Error) => void;
  };
  const pending = new Map<number, Pending>();
  worker.onmessage = (
    event: MessageEvent<{
      id?: number;
      result?: DisplayResult | null;
      error?: string;
      buildMs?: number;
      text?: TextOutcome;
    }>,
  ) => {
    const {id, result, error, buildMs, text} = event.data;
    if (text) {
      textListeners.forEach((listener) => listener(text));
      return;
    }
    reportBuild(buildMs);
    const request = pending.get(id!);
    pending.delete(id!);
    if (error !== undefined) request?.reject(new Error(error));
    else request?.resolve(result ?? null);
  };
  // A worker that cannot start (a policy that forbids it, say): answer on the page from now on.
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    const onPage = pageAsk();
    asking = async (request) => (await onPage)(request);
    for (const {request, resolve, reject} of pending.values()) asking(request).then(resolve, reject);
    pending.clear();
  };
  return (request) =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, {request, resolve, reject});
      worker.postMessage({id, manifestUrl, manifest: knownManifest, request});
    });
}

async function pageAsk(): Promise<Ask> {
  const {SearchService} = await import(/* webpackChunkName: "local-search-engine" */ './service');
  const service = new SearchService(
    manifestUrl,
    (text) => textListeners.forEach((listener) => listener(text)),
    knownManifest,
  );
  return async (request) => {
    const {buildMs} = await service.prepare(request);
    reportBuild(buildMs);
    return request.query.trim() ? service.answer(request) : null;
  };
}

async function ask(request: SearchRequest): Promise<DisplayResult | null> {
  if (!asking) {
    try {
      asking = typeof Worker !== 'undefined' ? workerAsk() : await pageAsk();
    } catch {
      asking = await pageAsk();
    }
  }
  return asking(request);
}

/**
 * Starts loading the engine and the index's first part (on hover, focus or touch of search); with
 * `text: 'always'` (the results page), the text part too.
 */
export function prepareSearch({text}: {text?: 'always'} = {}): Promise<unknown> {
  const key = text ?? 'first';
  let load = loading.get(key);
  if (!load) {
    load = ask({query: '', limit: 0, ...(text ? {text} : {})}).catch((error: unknown) => {
      // A failed load (offline, say) is retried on the next search.
      loading.delete(key);
      throw error;
    });
    loading.set(key, load);
  }
  return load;
}

/** Answers a search; rejects with a message the interface can show when the index cannot load. */
export async function searchDocs(request: SearchRequest): Promise<DisplayResult> {
  const result = await ask(request);
  if (!result) throw new Error('Empty query');
  return result;
}

/** Calls `listener` when the text part has loaded (or failed to), so a search can be asked again. */
export function onTextLoaded(listener: (outcome: TextOutcome) => void): () => void {
  textListeners.add(listener);
  return () => textListeners.delete(listener);
}

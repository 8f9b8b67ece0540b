/// <reference lib="webworker" />
/**
 * The embedded search engine in a Web Worker: fetching the index, building the engine (the
 * longest step, about a second of phone-speed CPU for the whole site) and answering queries all
 * happen off the page's main thread, so opening search never blocks scrolling or typing.
 * Messages: `{id, url, requests}` in; `{id, results, buildMs}` or `{id, error}` out.
 */
import {SearchEngine} from './engine';
import {answer, type AlgoliaRequest} from './algoliaAdapter';

declare const self: DedicatedWorkerGlobalScope;

let engine: Promise<{engine: SearchEngine; buildMs: number}> | undefined;

function load(url: string) {
  engine ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
      return response.json();
    })
    .then((index) => {
      const started = performance.now();
      const built = new SearchEngine(index);
      return {engine: built, buildMs: performance.now() - started};
    });
  // A failed load (offline, say) is retried on the next search.
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

self.onmessage = async (event: MessageEvent<{id: number; url: string; requests: AlgoliaRequest[]}>) => {
  const {id, url, requests} = event.data;
  try {
    const loaded = await load(url);
    self.postMessage({id, results: requests.map((request) => answer(loaded.engine, request)), buildMs: loaded.buildMs});
  } catch (error) {
    self.postMessage({id, error: (error as Error).message});
  }
};

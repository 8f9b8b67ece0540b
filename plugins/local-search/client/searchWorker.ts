/// <reference lib="webworker" />
/**
 * The embedded search engine in a Web Worker: fetching the index, building the engine and
 * answering queries all happen off the page's main thread, so search never blocks scrolling or
 * typing. Messages in: `{id, manifestUrl, manifest?, request}` (a request with an empty query only
 * loads: the first part, and the text part too when it asks for `text: 'always'`);
 * out: `{id, result, buildMs}` or `{id, error}`, and `{text: {buildMs} | {error}}` once the text
 * part has loaded or failed to.
 */
import type {SearchManifest} from './indexFormat';
import {SearchService, type SearchRequest} from './service';

declare const self: DedicatedWorkerGlobalScope;

let service: SearchService | undefined;

self.onmessage = async (
  event: MessageEvent<{id: number; manifestUrl: string; manifest?: SearchManifest; request: SearchRequest}>,
) => {
  const {id, manifestUrl, manifest, request} = event.data;
  service ??= new SearchService(manifestUrl, (text) => self.postMessage({text}), manifest);
  try {
    const {buildMs} = await service.prepare(request);
    const result = request.query.trim() ? await service.answer(request) : null;
    self.postMessage({id, result, buildMs});
  } catch (error) {
    self.postMessage({id, error: (error as Error).message});
  }
};

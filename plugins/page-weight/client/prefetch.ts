/**
 * Upstream: @docusaurus/core@3.10.2 lib/client/prefetch.js sha256:7543271549a9
 * Portions copied from Docusaurus: Copyright (c) Facebook, Inc. and its affiliates, MIT license.
 *
 * Docusaurus's prefetch helper (`@docusaurus/core/lib/client/prefetch.js`, swapped in by
 * ../index.ts), asking for each chunk once.
 *
 * Docusaurus remembers which routes it prefetched, not which files: every doc route shares the
 * docs plugin's chunks, so each route prefetched appended them again. A long tutorial page on a
 * phone appended 283 `<link rel="prefetch">` elements for 20 files while it loaded, and each
 * insertion into the head of a 10,000-node document cost style work: a third of a second of
 * main-thread time on Lighthouse's mobile CPU. Here a file is prefetched once, and not at all
 * when the page has already loaded it as a script.
 */
const requested = new Map<string, Promise<void>>();

function supports(feature: string): boolean {
  try {
    return document.createElement('link').relList.supports(feature);
  } catch {
    return false;
  }
}

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject();
    document.head.appendChild(link);
  });
}

function xhrPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.withCredentials = true;
    request.onload = () => (request.status === 200 ? resolve() : reject());
    request.send(null);
  });
}

/** Whether the page has already fetched the file (a chunk it runs: webpack removes their script tags, the resource timing stays). */
function alreadyLoaded(url: string): boolean {
  return performance.getEntriesByName(new URL(url, document.baseURI).href, 'resource').length > 0;
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  let pending = requested.get(url);
  if (!pending) {
    const strategy = supports('prefetch') ? linkPrefetch : xhrPrefetch;
    // A failed prefetch is not retried: the route's own loading fetches the file when needed.
    pending = alreadyLoaded(url) ? Promise.resolve() : strategy(url).catch(() => {});
    requested.set(url, pending);
  }
  return pending;
}

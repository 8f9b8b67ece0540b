import {SearchEngine} from './engine';
import {matchesFacetFilters} from './facets';
import type {FirstPart, SearchManifest, TextPart} from './indexFormat';
import {toDisplay, type DisplayResult} from './results';

/** One search, as the modal and the results page ask it. */
export type SearchRequest = {
  query: string;
  /** Contextual search's facet filters (language, docs version). */
  filters?: unknown;
  /** Pages returned at most. */
  limit: number;
  sectionsPerPage?: number;
  /** `always`: load the text part whatever the query (the results page); `auto`: when the query needs it. */
  text?: 'auto' | 'always';
};

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status} for ${url}).`);
  return (await response.json()) as T;
}

/**
 * Loads the index and answers searches: in the search Web Worker, or on the page where no worker
 * can start. The first part loads on the first request; the text part when a query needs it, after
 * which `onText` is called so that the interface can ask again. A failed load is retried
 * on the next request. A manifest the page already has (the results page's HTML carries it) saves
 * fetching search-manifest.json, a round trip.
 */
export class SearchService {
  private manifest: Promise<SearchManifest> | undefined;
  private engine: Promise<{engine: SearchEngine; manifest: SearchManifest; buildMs: number}> | undefined;
  private text: Promise<void> | undefined;

  constructor(
    private readonly manifestUrl: string,
    private readonly onText: (outcome: {buildMs?: number; error?: string}) => void = () => {},
    private readonly knownManifest?: SearchManifest,
  ) {}

  private loadManifest(): Promise<SearchManifest> {
    this.manifest ??= this.knownManifest
      ? Promise.resolve(this.knownManifest)
      : fetchJson<SearchManifest>(this.manifestUrl);
    this.manifest.catch(() => {
      this.manifest = undefined;
    });
    return this.manifest;
  }

  /** Loads the manifest and the first part, and builds the engine. */
  load() {
    this.engine ??= (async () => {
      const manifest = await this.loadManifest();
      const first = await fetchJson<FirstPart>(new URL(manifest.first, this.absoluteManifestUrl()).href);
      const started = performance.now();
      const engine = new SearchEngine(first);
      return {engine, manifest, buildMs: performance.now() - started};
    })();
    this.engine.catch(() => {
      this.engine = undefined;
    });
    return this.engine;
  }

  /**
   * Starts loading the text part (once), fetched alongside the first part rather than after it:
   * on the results page, which always needs it, that is a round trip less before the results.
   */
  loadText(): Promise<void> {
    this.text ??= (async () => {
      const text = this.loadManifest().then((manifest) =>
        fetchJson<TextPart>(new URL(manifest.text, this.absoluteManifestUrl()).href),
      );
      const [{engine, manifest}, textPart] = await Promise.all([this.load(), text]);
      const started = performance.now();
      engine.addText(textPart, manifest.first);
      this.onText({buildMs: performance.now() - started});
    })();
    this.text.catch((error: Error) => {
      this.text = undefined;
      this.onText({error: error.message});
    });
    return this.text;
  }

  /** Loads what a request needs before the query runs: the first part, and the text part when it asks for `always`. */
  prepare(request: SearchRequest) {
    if (request.text === 'always') this.loadText().catch(() => {});
    return this.load();
  }

  async answer(request: SearchRequest): Promise<DisplayResult> {
    const {engine} = await this.load();
    const query = request.query.slice(0, 256);
    const needsText = !engine.hasText && (request.text === 'always' || engine.needsText(query));
    if (needsText) this.loadText().catch(() => {});
    const result = engine.search(query, {
      accept: (page) => matchesFacetFilters(page, request.filters),
      sectionsPerPage: request.sectionsPerPage,
    });
    const suggestions = result.pages.length === 0 ? engine.suggest(query) : [];
    return toDisplay(query, result, request.limit, {suggestions, complete: !needsText});
  }

  private absoluteManifestUrl(): string {
    return new URL(this.manifestUrl, self.location.href).href;
  }
}

import type {EngineHit, SearchEngine} from './engine';
import {highlight, snippetWindow} from './highlight';
import type {IndexedPage} from './indexFormat';

/** One query as the Algolia clients send it (DocSearch flattens params; the helper nests them). */
export type AlgoliaRequest = {indexName?: string; query?: string; params?: string | Record<string, unknown>} & Record<string, unknown>;

type FacetFilters = Array<string | string[]>;

/** Reads a request's parameters, whichever of the two shapes it comes in. */
function parametersOf(request: AlgoliaRequest): Record<string, unknown> {
  const {params, ...rest} = request;
  if (typeof params === 'string') {
    const parsed: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        parsed[key] = JSON.parse(value);
      } catch {
        parsed[key] = value;
      }
    }
    return {...rest, ...parsed};
  }
  return {...rest, ...(params ?? {})};
}

const facetValue = (page: IndexedPage, facet: string): string | undefined =>
  facet === 'language' ? page.lang : facet === 'docusaurus_tag' ? page.tag : undefined;

/** Algolia facet filters: a list whose items must all hold; an inner list holds if any item does. */
export function matchesFacetFilters(page: IndexedPage, filters: unknown): boolean {
  if (!Array.isArray(filters)) return true;
  return (filters as FacetFilters).every((filter) => {
    const options = Array.isArray(filter) ? filter : [filter];
    return options.some((option) => {
      const negated = option.startsWith('-');
      const [facet, ...valueParts] = option.replace(/^-/, '').split(':');
      const matches = facetValue(page, facet ?? '') === valueParts.join(':');
      return negated ? !matches : matches;
    });
  });
}

const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Turns an engine hit into the record shape DocSearch and the Docusaurus search page render. */
function toAlgoliaHit(hit: EngineHit, queryTerms: string[], tags: {pre: string; post: string}) {
  const {page, section} = hit;
  const terms = [...hit.terms, ...queryTerms];
  const hierarchy: Record<(typeof levels)[number], string | null> = {lvl0: page.t, lvl1: page.t, lvl2: section.h[0] ?? null, lvl3: section.h[1] ?? null, lvl4: null, lvl5: null, lvl6: null};
  const headingText = (section.h.join(' ') + ' ' + (section.a === '' ? page.t : '')).toLowerCase();
  const matchedInHeading = terms.some((term) => headingText.includes(term.toLowerCase()));
  const type = matchedInHeading || !section.x ? (section.a === '' ? 'lvl1' : section.h.length === 1 ? 'lvl2' : 'lvl3') : 'content';
  const snippet = section.x ? highlight(snippetWindow(section.x, terms), terms, tags) : null;
  const marked = (text: string | null) => {
    if (text === null) return undefined;
    const {value, matched} = highlight(text, terms, tags);
    return {value, matchLevel: matched.length > 0 ? 'full' : 'none', matchedWords: matched};
  };
  // The search page shows every level it is given: the page title once, then the headings.
  const highlightedHierarchy = Object.fromEntries(
    levels.filter((level) => level !== 'lvl1' && hierarchy[level] !== null).map((level) => [level, marked(hierarchy[level])]),
  );
  const snippetHierarchy = Object.fromEntries(levels.filter((level) => hierarchy[level] !== null).map((level) => [level, marked(hierarchy[level])]));
  const anchor = section.a || null;
  // Absolute, like a hosted index's records: the theme's URL processor parses them with new URL().
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return {
    objectID: `${page.u}#${section.a}`,
    url: `${origin}${page.u}${anchor ? `#${anchor}` : ''}`,
    url_without_anchor: `${origin}${page.u}`,
    anchor,
    type,
    hierarchy,
    content: type === 'content' ? section.x : null,
    language: page.lang,
    docusaurus_tag: page.tag,
    _highlightResult: {hierarchy: highlightedHierarchy, content: snippet ? {value: snippet.value, matchLevel: snippet.matched.length ? 'full' : 'none', matchedWords: snippet.matched} : undefined},
    _snippetResult: {hierarchy: snippetHierarchy, content: snippet ? {value: snippet.value, matchLevel: snippet.matched.length ? 'full' : 'none'} : undefined},
  };
}

/** Answers one Algolia search request from the engine. */
export function answer(engine: SearchEngine, request: AlgoliaRequest) {
  const started = performance.now();
  const params = parametersOf(request);
  const query = typeof params.query === 'string' ? params.query.slice(0, 256) : '';
  const hitsPerPage = Math.max(0, Math.min(100, Number(params.hitsPerPage ?? 20) || 0));
  const page = Math.max(0, Number(params.page ?? 0) || 0);
  const tags = {
    pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : '<mark>',
    post: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : '</mark>',
  };
  const all = query.trim() ? engine.search(query, (candidate) => matchesFacetFilters(candidate, params.facetFilters)) : [];
  const queryTerms = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((term) => term.length > 1);
  const requestedFacets = Array.isArray(params.facets) ? (params.facets as string[]) : typeof params.facets === 'string' ? [params.facets] : [];
  const facets = Object.fromEntries(
    requestedFacets.map((facet) => {
      const counts: Record<string, number> = {};
      for (const hit of all) {
        const value = facetValue(hit.page, facet);
        if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
      }
      return [facet, counts];
    }),
  );
  return {
    hits: all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => toAlgoliaHit(hit, queryTerms, tags)),
    nbHits: all.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(all.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName ?? 'local-search',
    processingTimeMS: Math.round(performance.now() - started),
    ...(requestedFacets.length > 0 ? {facets} : {}),
  };
}

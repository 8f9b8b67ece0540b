import type {EngineResult, PageHit, SectionHit} from './engine';
import {escapeHtml, highlight, snippetWindow} from './highlight';

/** One result line: a page (its title and description) or a section (its heading and a snippet of its prose). */
export type DisplayHit = {
  /** Path below the site's base URL, with the section's anchor. */
  path: string;
  /** HTML: the heading or page title, matched words in <mark>. */
  title: string;
  /** HTML: the description or a snippet of the section's prose, matched words in <mark>; may be ''. */
  snippet: string;
  /** The heading path above the section (its h2, for an h3), plain text. */
  parents: string[];
  /** True for the page itself (its lead), false for a section. */
  page: boolean;
};

/** A page and its matched sections, as the modal and the results page show them. */
export type DisplayPage = {path: string; title: string; category: string; hits: DisplayHit[]};

export type DisplayResult = {
  query: string;
  pages: DisplayPage[];
  /**
   * The number of pages that match well (see the engine), which the reader is told; when none
   * does, the number of pages that match some of the words (and `partial` is true).
   */
  count: number;
  partial: boolean;
  /** False while the text part, which this query needs, is still loading. */
  complete: boolean;
  /** Queries to try instead, when nothing matched. */
  suggestions: string[];
};

function displayHit(page: PageHit, hit: SectionHit): DisplayHit {
  const {section} = hit;
  const terms = new Set(hit.terms);
  const isPage = section.a === '' && !section.f;
  const prose = hit.text;
  const snippetSource = isPage && page.page.d ? page.page.d : prose ? snippetWindow(prose, terms) : section.l;
  return {
    path: `${page.page.u}${section.a ? `#${section.a}` : ''}`,
    title: highlight(section.h.at(-1) ?? page.page.t, terms).value,
    snippet: snippetSource ? highlight(snippetSource, terms).value : '',
    parents: isPage ? [] : section.h.slice(0, -1),
    page: isPage,
  };
}

/**
 * Turns the engine's answer into what the interfaces render: the pages that match well (or, when
 * none does, the best partial matches), at most `limit` of them, each with its matched sections.
 */
export function toDisplay(
  query: string,
  result: EngineResult,
  limit: number,
  options: {suggestions?: string[]; complete?: boolean} = {},
): DisplayResult {
  const strong = result.pages.filter((page) => page.strong);
  const shown = (strong.length > 0 ? strong : result.pages).slice(0, limit);
  return {
    query,
    pages: shown.map((page) => ({
      path: page.page.u,
      title: escapeHtml(page.page.t),
      category: page.page.c,
      hits: page.sections.map((hit) => displayHit(page, hit)),
    })),
    count: strong.length > 0 ? result.count : result.pages.length,
    partial: strong.length === 0 && result.pages.length > 0,
    complete: options.complete ?? true,
    suggestions: shown.length === 0 ? (options.suggestions ?? []) : [],
  };
}

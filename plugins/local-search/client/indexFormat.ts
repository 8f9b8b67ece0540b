/**
 * The embedded search index, written by the plugin (at build time from the built pages, under
 * `npm start` from the docs' sources) and read in the browser by ./engine.ts.
 *
 * It comes in two files, so that the first search downloads little: the first part holds what
 * most queries are answered from (page titles, descriptions, keywords, headings, the names each
 * section defines, and each section's opening words for its snippet); the text part holds the
 * prose and the code names of every section, loaded when a query needs it. A small manifest,
 * `search-manifest.json`, names both files; their names are hashes of their content, so they can
 * be cached for ever and two builds of the same content write the same files.
 */

/** One section of a page: the lead (before the first heading) or an h2/h3 and what follows it. */
export type IndexedSection = {
  /** Anchor id of the section's heading; '' for the page's lead. */
  a: string;
  /** The heading path below the page title: [h2] or [h2, h3]; [] for the lead. */
  h: string[];
  /** 1 for a fragment of the section before it (a table row, or the text after a table): same anchor and heading. */
  f?: 1;
  /** The code names the section defines: its headings' code, and declarations in its code blocks. */
  n?: string[];
  /** The section's prose, whitespace-collapsed: no code, tab labels or code-block titles. */
  x: string;
  /** The names used in the section's code blocks that it does not define (each once), and its code comments. */
  code?: string[];
  /** The share of the section's prose that is link text, when at least 0.3 (teaching prose links 5–20 %). */
  o?: number;
};

/** A page as the extractors produce it (the whole text; split into the two files when written). */
export type IndexedPage = {
  /** Path of the page, without the base URL, e.g. `/api/store`. */
  u: string;
  /** Page title (the H1). */
  t: string;
  /** The page description (front matter `description`), shown as a page-level hit's snippet. */
  d: string;
  /** The sidebar category, or the site section, shown above the title. */
  c: string;
  /** Front matter `keywords`: names a reader may search for that this page answers best. */
  k?: string[];
  /**
   * How much the page's matches count, from 0 to 1: pages that mostly list links to other
   * resources (the share of their prose that is link text) weigh less than pages that teach.
   */
  w: number;
  /** Facets for contextual search: `language` and `docusaurus_tag` as Docusaurus emits them. */
  lang: string;
  tag: string;
  s: IndexedSection[];
};

/** A section in the first part: everything but the prose and code names, plus the prose's opening. */
export type FirstSection = Omit<IndexedSection, 'x' | 'code'> & {
  /** The opening words of the section's prose, the snippet shown until the text part is loaded. */
  l: string;
};

export type FirstPage = Omit<IndexedPage, 's'> & {s: FirstSection[]};

export type FirstPart = {v: 2; pages: FirstPage[]};

/**
 * The text part: for page i and section j, the prose `x[i][j]` and code names `code[i][j]`
 * (space-separated), in the first part's order. `first` is the first part's file name, so a
 * mismatched pair is refused rather than misread.
 */
export type TextPart = {v: 2; first: string; x: string[][]; code: string[][]};

/** search-manifest.json: the two files' names, relative to the site's base URL. */
export type SearchManifest = {v: 2; first: string; text: string};

/** The manifest's file name, under the site's base URL. */
export const manifestFile = 'search-manifest.json';

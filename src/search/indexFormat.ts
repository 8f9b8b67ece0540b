/**
 * The embedded search index, as written at build time by plugins/local-search and read in the
 * browser by src/search/engine.ts. Kept compact: short keys, text only.
 */
export type IndexedSection = {
  /** Anchor id of the section's heading; '' for the page's lead text before the first heading. */
  a: string;
  /** The heading path below the page title: [h2] or [h2, h3]; [] for the lead text. */
  h: string[];
  /** The section's text (prose and code), whitespace-collapsed. */
  x: string;
};

export type IndexedPage = {
  /** Path of the page, without the base URL, e.g. `/api/store`. */
  u: string;
  /** Page title (the H1). */
  t: string;
  /** The sidebar category, or the site section, shown above the title. */
  c: string;
  /** Front matter `keywords`: names a reader may search for that this page answers best. */
  k?: string[];
  /** Facets for contextual search: `language` and `docusaurus_tag` as Docusaurus emits them. */
  lang: string;
  tag: string;
  s: IndexedSection[];
};

export type SearchIndexFile = {v: 1; pages: IndexedPage[]};

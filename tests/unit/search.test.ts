import {describe, expect, it} from 'vitest';
import {answer, matchesFacetFilters} from '../../src/search/algoliaAdapter';
import {SearchEngine, editDistance, stem, termsOf} from '../../src/search/engine';
import {escapeHtml, highlight, snippetWindow} from '../../src/search/highlight';
import type {IndexedPage, SearchIndexFile} from '../../src/search/indexFormat';
import {extractPage} from '../../plugins/local-search/extractPage';

const page = (u: string, t: string, sections: IndexedPage['s'], tag = 'docs-default-current', lang = 'en'): IndexedPage => ({u, t, c: 'API Reference', lang, tag, s: sections});

const index: SearchIndexFile = {
  v: 1,
  pages: [
    page('/api/combinereducers', 'combineReducers', [
      {a: '', h: [], x: 'Turns an object of slice reducers into one root reducer.'},
      {a: 'tips', h: ['Tips'], x: 'Nest combineReducers for deeper state trees.'},
    ]),
    page('/guide/reducers', 'Writing reducers', [{a: 'using-combinereducers', h: ['Using combineReducers'], x: 'The helper combineReducers calls each slice reducer.'}]),
    page('/api/applymiddleware', 'applyMiddleware', [{a: '', h: [], x: 'Middleware wraps dispatch to add behaviour.'}]),
    page('/old/store', 'Store (old version)', [{a: '', h: [], x: 'An old store page.'}], 'docs-default-1.0'),
  ],
};
const engine = new SearchEngine(index);

describe('the search engine', () => {
  it('splits camelCase API names into parts and their stems, and keeps the whole name', () => {
    expect(termsOf('combineReducers')).toEqual(['combinereducers', 'combine', 'reducers', 'reduc']);
    expect(termsOf('the')).toEqual([]);
  });

  it('stems plurals and -ation/-ing forms to a shared stem', () => {
    expect([stem('installation'), stem('install'), stem('examples'), stem('example')]).toEqual(['install', 'install', 'example', 'example']);
  });

  it('ranks the page whose title is the exact API name above a heading that mentions it', () => {
    expect(engine.search('combineReducers')[0]!.page.u).toBe('/api/combinereducers');
  });

  it('finds a word with one typo', () => {
    expect(engine.search('combineReducer')[0]!.page.u).toBe('/api/combinereducers');
    expect(engine.search('middlware')[0]!.page.u).toBe('/api/applymiddleware');
  });

  it('reads a misspelled API name as the closest one on the site, not as its parts', () => {
    const withStore = new SearchEngine({
      v: 1,
      pages: [
        page('/api/store', 'Store', [{a: '', h: [], x: 'The store holds the state.'}]),
        page('/rtk', 'Redux Toolkit', [{a: '', h: [], x: 'Call configureStore with your reducers.'}]),
      ],
    });
    expect(withStore.search('configureStore')[0]!.page.u).toBe('/rtk');
    expect(withStore.search('configurStore')[0]!.page.u).toBe('/rtk');
    expect(withStore.search('confgiureStore')[0]!.page.u).toBe('/rtk');
    // Ordinary words are left alone.
    expect(withStore.search('store')[0]!.page.u).toBe('/api/store');
  });

  it('counts a swap of neighbouring letters as one edit, and stops past the limit', () => {
    expect(editDistance('configurestore', 'configurstore', 2)).toBe(1);
    expect(editDistance('createslice', 'createslcie', 2)).toBe(1);
    expect(editDistance('createstore', 'combinereducers', 2)).toBe(3);
  });

  it('matches a prefix of the last word, for search as you type', () => {
    expect(engine.search('applyMidd')[0]!.page.u).toBe('/api/applymiddleware');
  });

  it('applies a page filter (contextual facets)', () => {
    expect(engine.search('store').map((hit) => hit.page.u)).toContain('/old/store');
    expect(engine.search('store', (candidate) => candidate.tag === 'docs-default-current').map((hit) => hit.page.u)).not.toContain('/old/store');
  });

  it.each(['', '   ', '.*+?^${}()|[]\\<>&"\'', '😀🎉', 'مرحبا بالعالم', 'x'.repeat(1000)])('answers %j without throwing', (query) => {
    expect(() => engine.search(query)).not.toThrow();
  });
});

describe('facet filters', () => {
  const p = index.pages[0]!;
  it('requires every item and any option of an inner list', () => {
    expect(matchesFacetFilters(p, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toBe(true);
    expect(matchesFacetFilters(p, ['language:fr'])).toBe(false);
    expect(matchesFacetFilters(p, [['docusaurus_tag:docs-default-1.0']])).toBe(false);
    expect(matchesFacetFilters(p, undefined)).toBe(true);
  });
});

describe('highlighting never turns text into markup', () => {
  it('escapes the text and marks only the matched words', () => {
    expect(highlight('use <Provider> & store', ['store'], {pre: '<mark>', post: '</mark>'}).value).toBe('use &#60;Provider&#62; &#38; <mark>store</mark>');
  });

  it('treats regular-expression characters in terms as plain text', () => {
    expect(highlight('a.b a+b', ['a.b', '+'], {pre: '[', post: ']'}).value).toBe('[a.b] a+b');
  });

  it('escapes quotes', () => {
    expect(escapeHtml(`"'`)).toBe('&#34;&#39;');
  });

  it('cuts a snippet around the first match', () => {
    const text = `${'lorem '.repeat(100)}needle ${'ipsum '.repeat(100)}`;
    const snippet = snippetWindow(text, ['needle'], 60);
    expect(snippet).toContain('needle');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThan(70);
  });
});

describe('the Algolia adapter', () => {
  it('answers a DocSearch request with grouped, anchored, highlighted hits', () => {
    const result = answer(engine, {indexName: 'x', query: 'combineReducers', hitsPerPage: 5, facetFilters: ['language:en']});
    const first = result.hits[0]!;
    expect(first.hierarchy.lvl0).toBe('combineReducers');
    expect(first.url).toMatch(/\/api\/combinereducers$/);
    expect(first._snippetResult.hierarchy.lvl1?.value).toBe('<mark>combineReducers</mark>');
    expect(result.hits.some((hit) => /#using-combinereducers$/.test(hit.url))).toBe(true);
    expect(result.nbHits).toBeGreaterThanOrEqual(result.hits.length);
  });

  it('answers the search page helper request (params as a string, facets, pages)', () => {
    const result = answer(engine, {indexName: 'x', params: 'query=reducer&hitsPerPage=1&page=1&facets=%5B%22docusaurus_tag%22%5D'});
    expect(result.page).toBe(1);
    expect(result.hits).toHaveLength(1);
    expect(result.nbPages).toBe(result.nbHits);
    expect(result.facets?.docusaurus_tag).toBeDefined();
  });

  it('puts nothing from the query into the results as markup', () => {
    const result = answer(engine, {query: '<img src=x onerror=alert(1)> store'});
    expect(JSON.stringify(result.hits)).not.toContain('<img');
  });
});

describe('the index extractor', () => {
  const html = `<html lang="en"><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
  <nav class="breadcrumbs"><li class="breadcrumbs__item"><a class="breadcrumbs__link">API Reference</a></li><li class="breadcrumbs__item breadcrumbs__item--active"><span>Store</span></li></nav>
  <article><div class="markdown"><header><h1>Store</h1></header><p>The store holds state.</p>
  <h2 id="getstate">getState()<a class="hash-link" href="#getstate">#</a></h2><p>Returns the state.</p><pre><code>store.getState()\nconst x = store.getState().todos</code></pre>
  <h3 id="notes">Notes</h3><ul><li>Read-only.</li></ul><button>Copy</button></div></article></body></html>`;

  it('splits a page into sections at h2 and h3 with their anchors and heading path', () => {
    expect(extractPage(html, '/api/store')).toEqual({
      u: '/api/store',
      t: 'Store',
      c: 'API Reference',
      lang: 'en',
      tag: 'docs-default-current',
      s: [
        {a: '', h: [], x: 'The store holds state.'},
        // Code counts by its names, each once per section.
        {a: 'getstate', h: ['getState()'], x: 'Returns the state. store getState const todos'},
        {a: 'notes', h: ['getState()', 'Notes'], x: 'Read-only.'},
      ],
    });
  });

  it('starts a section at an element with an id and data-search-heading (the error table rows)', () => {
    const table = html.replace('<ul><li>Read-only.</li></ul>', '<table><tr id="code-3" data-search-heading="Error #3"><td>Do not call getState.</td></tr></table>');
    expect(extractPage(table, '/errors')?.s.at(-1)).toEqual({a: 'code-3', h: ['getState()', 'Error #3'], x: 'Do not call getState.'});
  });

  it('skips pages marked noindex', () => {
    expect(extractPage(html.replace('<head>', '<head><meta name="robots" content="noindex">'), '/x')).toBeNull();
  });
});

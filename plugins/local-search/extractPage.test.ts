import {describe, expect, it} from 'vitest';
import {extractPage} from './extractPage';

const head =
  '<head><meta name="description" content="The object that holds the state."><meta name="keywords" content="store, getState"><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>';
const breadcrumbs =
  '<nav><li class="breadcrumbs__item"><a class="breadcrumbs__link">API Reference</a></li><li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Store</span></li></nav>';
const html = (body: string) =>
  `<html lang="en">${head}<body>${breadcrumbs}<article><div class="markdown"><header><h1>Store</h1></header>${body}</div></article></body></html>`;

describe('the index extractor', () => {
  it('reads the title, description, keywords, facets and sections with their anchors and heading path', () => {
    const page = extractPage(
      html(
        '<p>The store holds state.</p><h2 id="getstate"><code>getState()</code><a class="hash-link" href="#getstate">#</a></h2><p>Returns the state.</p><h3 id="notes">Notes</h3><ul><li>Read-only.</li></ul>',
      ),
      '/api/store',
    );
    expect(page).toEqual({
      u: '/api/store',
      t: 'Store',
      d: 'The object that holds the state.',
      c: 'API Reference',
      k: ['store', 'getState'],
      w: 1,
      lang: 'en',
      tag: 'docs-default-current',
      s: [
        {a: '', h: [], x: 'The store holds state.'},
        // A heading's code is a name the section defines.
        {a: 'getstate', h: ['getState()'], n: ['getState'], x: 'Returns the state.'},
        {a: 'notes', h: ['getState()', 'Notes'], x: 'Read-only.'},
      ],
    });
  });

  it('keeps prose apart from tab labels, code-block titles, callout labels, diagrams and code', () => {
    const body =
      '<h2 id="setup">Setup</h2><p>Create the store:</p>' +
      '<div><ul role="tablist"><li role="tab">TypeScript</li><li role="tab">JavaScript</li></ul>' +
      '<div role="tabpanel"><div class="theme-code-block"><div class="codeBlockTitle_x">src/app/store.ts</div><pre><code><div class="token-line">import { configureStore } from \'@reduxjs/toolkit\'<br></div><div class="token-line">export const store = configureStore({ reducer })<br></div><div class="token-line">export type RootState = ReturnType&lt;typeof store.getState&gt;<br></div><div class="token-line">// prints: the store is ready</div></code></pre></div></div></div>' +
      '<div class="theme-admonition"><div class="admonitionHeading_y">tip</div><div class="admonitionContent_z"><p>Keep one store.</p></div></div>' +
      '<svg role="img"><title>Flow</title><text>1. dispatch</text></svg><p>Then render.</p>';
    const [, setup] = extractPage(html(body), '/api/store')!.s;
    expect(setup!.x).toBe('Create the store: Keep one store. Then render.');
    expect(setup!.n).toEqual(['RootState']);
    expect(setup!.code).toEqual(['configureStore', 'ReturnType', 'getState', 'the store is ready']);
  });

  it('reads a list item that opens with code and a colon as a definition of that name', () => {
    const [lead] = extractPage(
      html(
        '<ul><li><code>createSlice</code>: generates a reducer.</li><li><code>x</code> is not a definition</li></ul>',
      ),
      '/api/store',
    )!.s;
    expect(lead!.n).toEqual(['createSlice']);
  });

  it('makes each table row a fragment of its section, with the same anchor', () => {
    const table =
      '<h2 id="symptoms">Symptoms</h2><table><thead><tr><th>Symptom</th><th>Fix</th></tr></thead><tbody><tr><td>Dispatch does nothing</td><td>Dispatch it</td></tr><tr><td>Too many renders</td><td>Memoize</td></tr></tbody></table><p>More.</p>';
    expect(extractPage(html(table), '/api/store')!.s.slice(1)).toEqual([
      {a: 'symptoms', h: ['Symptoms'], x: 'Symptom Fix'},
      {a: 'symptoms', h: ['Symptoms'], x: 'Dispatch does nothing Dispatch it', f: 1},
      {a: 'symptoms', h: ['Symptoms'], x: 'Too many renders Memoize', f: 1},
      {a: 'symptoms', h: ['Symptoms'], x: 'More.', f: 1},
    ]);
  });

  it('starts a section at an element with an id and data-search-heading (the error table rows)', () => {
    const rows =
      '<h2 id="all">All error codes</h2><table><tr id="code-3" data-search-heading="Error #3"><td>Do not call getState.</td></tr></table>';
    expect(extractPage(html(rows), '/errors')?.s.at(-1)).toEqual({
      a: 'code-3',
      h: ['All error codes', 'Error #3'],
      x: 'Do not call getState.',
    });
  });

  it('weighs a page that is mostly links less', () => {
    const links = Array.from(
      {length: 10},
      (_, index) => `<li><a href="/x${index}">A library for something</a> helps.</li>`,
    ).join('');
    expect(extractPage(html(`<ul>${links}</ul>`), '/ecosystem')!.w).toBeLessThan(1);
    expect(
      extractPage(
        html('<p>Plain teaching prose with <a href="/x">one link</a> in it, and much more text around it.</p>'),
        '/guide',
      )!.w,
    ).toBe(1);
  });

  it('marks a section that is mostly link text with its link share', () => {
    const page = extractPage(
      html(
        '<p>Teaching prose about stores, long enough to be mostly words of its own.</p><h2 id="guides">Guides</h2><ul><li><a href="/a">Isolating sub-apps</a>: widgets.</li><li><a href="/b">Code splitting</a>: later.</li></ul>',
      ),
      '/usage',
    )!;
    expect(page.s[0]!.o).toBeUndefined();
    expect(page.s[1]!.o).toBeGreaterThanOrEqual(0.6);
  });

  it('skips pages marked noindex', () => {
    expect(
      extractPage(html('<p>x</p>').replace('<head>', '<head><meta name="robots" content="noindex">'), '/x'),
    ).toBeNull();
  });
});

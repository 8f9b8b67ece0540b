import {describe, expect, it} from 'vitest';
import {SearchEngine} from './engine';
import {toDisplay} from './results';
import {indexFiles} from '../indexFiles';
import type {IndexedPage} from './indexFormat';

const pages: IndexedPage[] = [
  {
    u: '/api/store',
    t: 'Store',
    d: 'The object that holds the state.',
    c: 'API',
    w: 1,
    lang: 'en',
    tag: 'default',
    s: [
      {a: '', h: [], x: 'A store holds the whole state tree of your app.'},
      {
        a: 'subscribe',
        h: ['subscribe(listener)'],
        x: `${'Adds a change listener. '.repeat(20)}It is called after every dispatch.`,
      },
      {a: 'table', h: ['Methods'], x: 'Method What'},
      {a: 'table', h: ['Methods'], x: 'getState returns the state', f: 1},
      {a: 'table', h: ['Methods'], x: 'subscribe adds a listener for the state', f: 1},
    ],
  },
];
const {manifest, files} = indexFiles(pages);
const engine = new SearchEngine(JSON.parse(files[0]!.content));
engine.addText(JSON.parse(files[1]!.content), manifest.first);

describe('what the interfaces render', () => {
  it('shows a page-level hit with the page title as title and its description as snippet', () => {
    const [first] = toDisplay('store', engine.search('store'), 5).pages;
    const lead = first!.hits.find((hit) => hit.page)!;
    expect(lead.title).toBe('<mark>Store</mark>');
    expect(lead.snippet).toBe('The object that holds the state.');
  });

  it('shows a section with its heading and a snippet of its prose, one line per anchor', () => {
    const [first] = toDisplay('listener', engine.search('listener', {sectionsPerPage: 5}), 5).pages;
    const paths = first!.hits.map((hit) => hit.path);
    expect(new Set(paths).size).toBe(paths.length);
    const subscribe = first!.hits.find((hit) => hit.path === '/api/store#subscribe')!;
    expect(subscribe.title).toBe('subscribe(<mark>listener</mark>)');
    expect(subscribe.snippet).toContain('<mark>listener</mark>');
    expect(subscribe.snippet.match(/…/g)?.length ?? 0).toBeLessThanOrEqual(2);
  });

  it('says how many pages match, and offers suggestions when none does', () => {
    expect(toDisplay('store', engine.search('store'), 5).count).toBe(1);
    const none = toDisplay('zzzz', engine.search('zzzz'), 5, {suggestions: ['store']});
    expect(none.pages).toEqual([]);
    expect(none.suggestions).toEqual(['store']);
  });
});

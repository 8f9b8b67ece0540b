import {describe, expect, it} from 'vitest';
import relevance from './relevance.json';
import {builtEngine, loadBuiltIndex} from './relevance';

/**
 * The words issues 10 and 11 say a reader types to find the usage guides, the Structuring Reducers
 * series, the Understanding pages and the style guide. The shared relevance test only needs 80% of
 * all queries first; each of these must put its page first.
 */
const promised: Array<{q: string; page: string}> = [
  // issue 10
  {q: 'code splitting', page: '/usage/code-splitting'},
  {q: 'undo history', page: '/usage/implementing-undo-history'},
  {q: 'server side rendering', page: '/usage/server-rendering'},
  {q: 'writing tests', page: '/usage/writing-tests'},
  {q: 'memoized selectors', page: '/usage/deriving-data-selectors'},
  {q: 'troubleshooting', page: '/usage/troubleshooting'},
  {q: 'migrate to redux toolkit', page: '/usage/migrating-to-redux'},
  // issue 11
  {q: 'normalizing state', page: '/usage/structuring-reducers/normalizing-state-shape'},
  {q: 'immutable update', page: '/usage/structuring-reducers/immutable-update-patterns'},
  {q: 'three principles', page: '/understanding/thinking-in-redux/three-principles'},
  {q: 'glossary', page: '/understanding/thinking-in-redux/glossary'},
  {q: 'style guide', page: '/style-guide'},
  {q: 'prior art flux elm', page: '/understanding/history-and-design/prior-art'},
  {q: 'custom middleware', page: '/understanding/history-and-design/middleware'},
];

describe('the guides’ search words (issues 10 and 11) over the built site', () => {
  const engine = builtEngine(loadBuiltIndex());

  it('are all in the shared relevance set, with the same page', () => {
    const listed = new Map(relevance.queries.map(({q, page}) => [q, page]));
    expect(promised.filter(({q, page}) => listed.get(q) !== page).map(({q}) => q)).toEqual([]);
  });

  it.each(promised)('$q → $page', ({q, page}) => {
    const pages = engine.search(q).pages.map((hit) => hit.page.u);
    expect(pages.slice(0, 3)[0], `results: ${pages.slice(0, 3).join(', ')}`).toBe(page);
  });
});

import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../src/search/engine';
import relevance from './relevance.json';
import {evaluateRelevance, loadBuiltIndex} from './relevance';

describe('search relevance over the built site', () => {
  const engine = new SearchEngine(loadBuiltIndex());
  const {results, hitAt1, hitAt3} = evaluateRelevance(engine);

  it('has at least 40 queries, each expecting a page that is in the index', () => {
    expect(relevance.queries.length).toBeGreaterThanOrEqual(40);
    const indexed = new Set(loadBuiltIndex().pages.map((page) => page.u));
    expect(relevance.queries.filter(({page}) => !indexed.has(page)).map(({q}) => q)).toEqual([]);
  });

  it('puts the expected page first for at least 80% of queries, and in the top 3 for at least 95%', () => {
    const misses = results.filter(({rank}) => rank !== 1).map(({q, expected, rank, pages}) => `${q} → expected ${expected}, rank ${rank ?? 'none'}; got ${pages.slice(0, 3).join(', ')}`);
    console.log(`relevance: hit@1 ${(hitAt1 * 100).toFixed(1)}%, hit@3 ${(hitAt3 * 100).toFixed(1)}% over ${results.length} queries\n${misses.join('\n')}`);
    expect(hitAt1).toBeGreaterThanOrEqual(0.8);
    expect(hitAt3).toBeGreaterThanOrEqual(0.95);
  });

  it.each(['combineReducers', 'createStore', 'applyMiddleware', 'bindActionCreators'])('the exact API name %s puts its reference page first', (name) => {
    expect(results.find(({q}) => q === name)?.rank).toBe(1);
  });

  // Issue 13: a misspelled API name (configurStore) once ranked /api/store first, by its `store` part.
  it.each(relevance.queries.filter(({kind}) => kind === 'typo').map(({q}) => q))('a misspelled name (%s) still puts its page first', (query) => {
    expect(results.find(({q}) => q === query)?.rank).toBe(1);
  });
});

import {describe, expect, it} from 'vitest';
import {matchesFacetFilters} from './facets';
import type {FirstPage} from './indexFormat';

const page: FirstPage = {
  u: '/api/store',
  t: 'Store',
  d: '',
  c: 'API',
  w: 1,
  lang: 'en',
  tag: 'docs-default-current',
  s: [],
};

describe('facet filters (contextual search)', () => {
  it('require every item and any option of an inner list', () => {
    expect(
      matchesFacetFilters(page, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
    ).toBe(true);
    expect(matchesFacetFilters(page, ['language:fr'])).toBe(false);
    expect(matchesFacetFilters(page, [['docusaurus_tag:docs-default-1.0']])).toBe(false);
    expect(matchesFacetFilters(page, ['-language:fr'])).toBe(true);
  });

  it('let everything through when there are none', () => {
    expect(matchesFacetFilters(page, undefined)).toBe(true);
  });
});

import type {FirstPage} from './indexFormat';

/**
 * Algolia-style facet filters, as Docusaurus's contextual search computes them
 * (`useAlgoliaContextualFacetFilters`): every item must hold; an inner list holds if any of its
 * items does; `-facet:value` negates.
 */
export type FacetFilters = Array<string | string[]>;

const facetValue = (page: FirstPage, facet: string): string | undefined =>
  facet === 'language' ? page.lang : facet === 'docusaurus_tag' ? page.tag : undefined;

/** True when a page passes the filters; anything that is not a list passes everything. */
export function matchesFacetFilters(page: FirstPage, filters: unknown): boolean {
  if (!Array.isArray(filters)) return true;
  return (filters as FacetFilters).every((filter) => {
    const options = Array.isArray(filter) ? filter : [filter];
    return options.some((option) => {
      if (typeof option !== 'string') return true;
      const negated = option.startsWith('-');
      const [facet, ...valueParts] = option.replace(/^-/, '').split(':');
      const matches = facetValue(page, facet ?? '') === valueParts.join(':');
      return negated ? !matches : matches;
    });
  });
}

import MiniSearch from 'minisearch';
import type {IndexedPage, IndexedSection, SearchIndexFile} from './indexFormat';

/**
 * The embedded search engine: MiniSearch over the sections of every page. MiniSearch was chosen
 * for this site because it does what documentation search needs in a few kilobytes: typo
 * tolerance (fuzzy matching by edit distance), prefix matching for search-as-you-type, per-field
 * boosts, and custom tokenizing (API names are split at camelCase), with a stable, typed API.
 */

/** A matched section, best first. */
export type EngineHit = {
  page: IndexedPage;
  section: IndexedSection;
  score: number;
  /** The index terms the query matched (after typo and prefix expansion), for highlighting. */
  terms: string[];
};

type SectionDocument = {id: number; title: string; keywords: string; heading: string; text: string};

// Words that carry no meaning in a documentation query ("how do I test a reducer").
const stopWords = new Set(
  'a an and are as at be by can do does for from how i if in is it of on or should the to what where which with you your'.split(' '),
);

/** A light stemmer: `installation` and `install`, `reducers` and `reducer` meet at one stem. */
export function stem(word: string): string {
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ers', 'er', 'ed', 's']) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/**
 * Lower-cases a word and adds its camelCase parts and their stems:
 * `combineReducers` → combinereducers, combine, reducers, reducer-stem…
 */
export function termsOf(word: string): string[] {
  const whole = word.toLowerCase();
  if (stopWords.has(whole)) return [];
  const parts = word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .filter((part) => part.length > 1 && !stopWords.has(part));
  return [...new Set([whole, ...parts, ...parts.map(stem)])];
}

/**
 * The edit distance between two words, where swapping two neighbouring letters counts as one edit
 * (the optimal string alignment distance); stops early once it exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let twoBack: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, twoBack[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    twoBack = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Words that name code: written in camelCase (`configureStore`) or with an underscore (`legacy_createStore`). */
const codeName = /^[A-Za-z][A-Za-z0-9]*(?:[a-z0-9][A-Z]|_)[A-Za-z0-9_]*$/;

export class SearchEngine {
  private readonly miniSearch: MiniSearch<SectionDocument>;
  private readonly entries: Array<{page: IndexedPage; section: IndexedSection}> = [];
  /** Every code name on the site, lower-cased: what a misspelled API name is corrected to. */
  private readonly codeNames = new Set<string>();

  constructor(index: SearchIndexFile) {
    this.miniSearch = new MiniSearch<SectionDocument>({
      fields: ['title', 'keywords', 'heading', 'text'],
      storeFields: [],
      processTerm: termsOf,
      searchOptions: {
        boost: {title: 6, keywords: 5, heading: 3, text: 1},
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
        weights: {fuzzy: 0.3, prefix: 0.4},
        combineWith: 'OR',
      },
    });
    const documents: SectionDocument[] = [];
    for (const page of index.pages) {
      for (const section of page.s) {
        const id = this.entries.length;
        this.entries.push({page, section});
        documents.push({
          id,
          // The page title belongs to the page's lead section, so an exact API name finds its page.
          title: section.a === '' ? page.t : '',
          keywords: section.a === '' ? (page.k ?? []).join(' ') : '',
          heading: section.h.at(-1) ?? '',
          text: section.x,
        });
      }
    }
    this.miniSearch.addAll(documents);
    for (const {title, keywords, heading, text} of documents) {
      for (const word of `${title} ${keywords} ${heading} ${text}`.split(/[^A-Za-z0-9_]+/)) {
        if (codeName.test(word)) this.codeNames.add(word.toLowerCase());
      }
    }
  }

  /**
   * A query word that looks like an API name but is not one of the site's is read as the closest
   * one (`configurStore` → `configureStore`), so its misspelled camelCase parts do not find other
   * pages instead (`store` alone ranks /api/store first). One typo, two in long names.
   */
  private correctCodeNames(query: string): string {
    return query.replace(/[A-Za-z0-9_]{8,}/g, (word) => {
      const lower = word.toLowerCase();
      if (this.codeNames.has(lower) || (!codeName.test(word) && this.miniSearch.search(word, {fuzzy: false, prefix: false}).length > 0)) return word;
      const limit = lower.length >= 12 ? 2 : 1;
      let best: {name: string; distance: number} | undefined;
      for (const name of this.codeNames) {
        const distance = editDistance(lower, name, limit);
        if (distance <= limit && (!best || distance < best.distance)) best = {name, distance};
      }
      return best ? best.name : word;
    });
  }

  /** Number of indexed sections. */
  get size(): number {
    return this.entries.length;
  }

  /** Finds the sections matching `query`, best first; `accept` filters by page (facets). */
  search(typed: string, accept: (page: IndexedPage) => boolean = () => true): EngineHit[] {
    const query = this.correctCodeNames(typed);
    const normalizedQuery = normalizeName(query);
    if (normalizedQuery === '') return [];
    const filter = (result: {id: unknown}) => accept(this.entries[result.id as number]!.page);
    const boostDocument = (id: unknown) => {
      const {page, section} = this.entries[id as number]!;
      // A query that is exactly a page's title or keyword (an API name) or a heading ranks that place first.
      if (section.a === '' && (normalizeName(page.t) === normalizedQuery || (page.k ?? []).some((keyword) => normalizeName(keyword) === normalizedQuery))) return 8;
      if (normalizeName(section.h.at(-1) ?? '') === normalizedQuery) return 3;
      return 1;
    };
    const results = this.miniSearch.search(query, {filter, boostDocument});
    // Sections that contain every word of the query, or the query as a phrase (a pasted error
    // message, a package name), beat sections that match only some of the words.
    const complete = new Set(this.miniSearch.search(query, {filter, combineWith: 'AND'}).map((result) => result.id));
    const phrase = query.trim().toLowerCase().replace(/\s+/g, ' ');
    const checkPhrase = phrase.length >= 6 && /[\s\-_]/.test(phrase);
    return results
      .map((result) => {
        const entry = this.entries[result.id as number]!;
        let score = result.score;
        if (complete.has(result.id)) score *= 2;
        if (checkPhrase && entry.section.x.toLowerCase().includes(phrase)) score *= 2;
        return {...entry, score, terms: result.terms};
      })
      .sort((a, b) => b.score - a.score);
  }
}

/** Compares names loosely: `createStore()`, `createstore` and `Create Store` are the same name. */
function normalizeName(text: string): string {
  return stem(text.toLowerCase().replace(/\(.*?\)/g, '').replace(/[^a-z0-9]+/g, ''));
}

/**
 * How the engine reads words: stop words, a light stemmer, camelCase names split into parts,
 * and an edit distance for misspelled API names. Shared by the engine and its tests.
 */

/**
 * Words that carry no meaning in a documentation query ("how do I test a reducer", "why is my
 * component not re-rendering"): question words, pronouns, auxiliaries, and the pieces an
 * apostrophe leaves ("isn't" → isn, t).
 */
export const stopWords = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between ' +
    'both but by can could d did didn do does doesn doing don down during each few for from further get gets got ' +
    'had has have having he her here hers how i if in into is isn it its itself just ll m me more most my myself ' +
    'no nor not now of off on once only or other our ours out over own re s same she should so some such t than ' +
    'that the their theirs them then there these they this those through to too under until up ve very was wasn ' +
    'way we were what when where which while who whom why will with won would you your yours yourself'
  ).split(' '),
);

/**
 * Words that say how much or how well, not what about ("combine multiple reducers", "the best way
 * to fetch"). They stay searchable, but a page is not a better answer for holding one: the engine
 * counts them a quarter, as it counts the words most pages hold. Rarity would otherwise make them
 * the query's heaviest word.
 */
export const vagueWords = new Set(
  (
    'multiple several many various different another every best better good correct proper properly ' +
    'right possible thing things instead also whole entire'
  ).split(' '),
);

/** Memos of stem() and termsOf(), emptied when they grow past 100,000 words. */
const stems = new Map<string, string>();
const terms = new Map<string, string[]>();

const suffixes = ['ations', 'ation', 'ings', 'ing', 'ers', 'er', 'ed', 's'];

/**
 * A light stemmer: up to two suffixes come off, then a final e, so `installation` and `install`,
 * `rendering`, `renders` and `render`, `queries` and `query`, `updating` and `update` meet.
 */
export function stem(word: string): string {
  // Memoized: the index's and the queries' words repeat, and stemming each anew was a large part of
  // building the engine and of reading prose for proximity.
  let known = stems.get(word);
  if (known === undefined) {
    if (stems.size >= 100_000) stems.clear();
    known = stemUncached(word);
    stems.set(word, known);
  }
  return known;
}

function stemUncached(word: string): string {
  let base = word;
  if (base.length >= 5 && base.endsWith('ies')) return `${base.slice(0, -3)}y`;
  for (let round = 0; round < 2; round++) {
    const suffix = suffixes.find((candidate) => base.length - candidate.length >= 4 && base.endsWith(candidate));
    if (!suffix) break;
    base = base.slice(0, -suffix.length);
  }
  if (base.length >= 5 && base.endsWith('e')) base = base.slice(0, -1);
  // initialize, initializing → initial; serialize → serial
  if (base.length >= 7 && base.endsWith('iz')) base = base.slice(0, -2);
  return base;
}

/** Splits a name at camelCase humps and digits: `combineReducers` → combine, Reducers. */
export function camelParts(word: string): string[] {
  return word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$]+/)
    .filter(Boolean);
}

/**
 * The index terms of one word: its stem, lower-cased, and for a camelCase name the stems of its
 * parts too (`combineReducers` → combinereduc, combin, reduc). Stop words give none. Queries are
 * read the same way, so `reducers`, `reducer` and `reduce` all meet at one term.
 */
export function termsOf(word: string): string[] {
  // Memoized like stem(); callers only read the array.
  let known = terms.get(word);
  if (known === undefined) {
    if (terms.size >= 100_000) terms.clear();
    known = termsUncached(word);
    terms.set(word, known);
  }
  return known;
}

function termsUncached(word: string): string[] {
  const lower = word.toLowerCase();
  if (lower.length === 0 || stopWords.has(lower)) return [];
  const parts = camelParts(word);
  const partTerms =
    parts.length > 1
      ? parts
          .map((part) => part.toLowerCase())
          .filter((part) => part.length > 1 && !stopWords.has(part))
          .map(stem)
      : [];
  return [...new Set([stem(lower), ...partTerms])];
}

/**
 * Splits text into words the way the engine does (letters, digits, `_` and `$` make a word). A
 * prefixed word written with a hyphen also counts joined: `re-render` is re, render and rerender,
 * so it meets "rerenders" as well as "render".
 */
export function wordsOf(text: string): string[] {
  const words = text.split(/[^\p{L}\p{N}_$]+/u).filter(Boolean);
  for (const match of text.matchAll(/(?<![\p{L}\p{N}_$-])(re|pre|non|un|sub|co)-(\p{L}+)/giu))
    words.push(`${match[1]}${match[2]}`);
  return words;
}

/** Words that name code: camelCase (`configureStore`), PascalCase with two humps (`RootState`), or with `_` (`legacy_createStore`). */
export const codeNamePattern = /^[A-Za-z$][A-Za-z0-9$]*(?:[a-z0-9][A-Z]|_[A-Za-z])[A-Za-z0-9_$]*$/;

/** True for a word that looks like an API name rather than an English word. */
export function isCodeName(word: string): boolean {
  return codeNamePattern.test(word);
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
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, twoBack[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    twoBack = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * True when two normalized names are the same name, allowing one typo (two in names of ten letters
 * or more): a misspelled keyword is still that keyword.
 */
export function sameName(typed: string, known: string): boolean {
  if (typed === known) return true;
  if (typed.length < 5) return false;
  const limit = typed.length >= 10 ? 2 : 1;
  return editDistance(typed, known, limit) <= limit;
}

/** Compares names loosely: `createStore()`, `createstore` and `Create Store` are the same name. */
export function normalizeName(text: string): string {
  return stem(
    text
      .toLowerCase()
      .replace(/\(.*?\)/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ''),
  );
}

import MiniSearch, {type SearchResult as MiniSearchResult} from 'minisearch';
import type {FirstPage, FirstPart, FirstSection, TextPart} from './indexFormat';
import {editDistance, isCodeName, normalizeName, sameName, stem, stopWords, termsOf, vagueWords, wordsOf} from './text';

/**
 * The embedded search engine. MiniSearch (a small, typed, well-kept full-text library) finds the
 * candidates, with typo tolerance, prefix matching for search as you type and BM25 scoring per
 * field; this module ranks them for the questions readers type:
 *
 * - three indexes: pages (title, keywords, description) and sections (headings, the names a
 *   section defines), both from the index's first part, and the sections' prose and code (from
 *   the text part, added when a query needs it);
 * - question and stop words ("how do I", "why is my") are dropped; words found on most pages
 *   ("redux", "state") and the values quoted in a pasted message count less; a section's score is
 *   scaled by the share of the query's words it covers, its page's title and keywords included;
 * - a heading or page title that holds the query's words (in their order, better still) outranks
 *   a passing mention in prose; a title, keyword or heading that is the query (an API name, one typo
 *   allowed) ranks first, and so does the section that defines the API name queried;
 * - a pasted message's word pairs found in a section raise it;
 * - pages that mostly list links to other resources weigh less (their `w`);
 * - results are grouped by page, best page first, each with its best sections.
 */

/** A matched section and what it matched. */
export type SectionHit = {
  section: FirstSection;
  /** The section's prose, when the text part is loaded. */
  text?: string;
  score: number;
  /** Index terms the section matched (after typo and prefix expansion), for highlighting. */
  terms: string[];
};

/** A matched page with its best sections, best first. */
export type PageHit = {
  page: FirstPage;
  score: number;
  /** True when the page covers the query well; these are the pages counted for the reader. */
  strong: boolean;
  sections: SectionHit[];
};

export type EngineResult = {
  pages: PageHit[];
  /** How many pages match well: the number a reader is told. */
  count: number;
};

export type SearchOptions = {
  /** Which pages may appear (contextual search: language and docs version). */
  accept?: (page: FirstPage) => boolean;
  /** Sections kept per page. */
  sectionsPerPage?: number;
  /** Receives how each candidate section's score was made (for tuning and tests). */
  explain?: (page: string, anchor: string, parts: Record<string, number>) => void;
};

type PageDocument = {id: number; title: string; keywords: string; description: string};
type SectionDocument = {id: number; heading: string; parent: string; names: string};
type TextDocument = {id: number; text: string; code: string};

/** A meaningful word of the query: the term that is the word, its camelCase parts, its weight. */
type QueryWord = {word: string; full: string; parts: Set<string>; quoted: boolean};

/** What one query needs, worked out once. */
type Query = {
  words: QueryWord[];
  /** The words, joined, as MiniSearch reads them. */
  text: string;
  /** The query as one name (`createStore()` → createstor), for exact matches. */
  name: string;
  /** The query when it is one code word (`useAppSelector`), lower-cased. */
  codeWord: string | null;
  /** Stemmed meaningful words in order, for matching a heading's or title's wording. */
  sequence: string[];
  /** Neighbouring word pairs of the typed text, for pasted messages (empty for short queries). */
  pairs: Set<string>;
};

/**
 * How much a section's prose counts: prose that is mostly link text (a guide index's list, "Further
 * reading") describes the pages it links to, which answer better.
 */
const pointing = (section: FirstSection) => 1 - 0.6 * (section.o ?? 0);

const fuzzy = (term: string) => (term.length >= 5 ? 0.2 : false);

function miniSearch<T>(fields: string[], boost: Record<string, number>): MiniSearch<T> {
  return new MiniSearch<T>({
    fields,
    storeFields: [],
    tokenize: wordsOf,
    processTerm: termsOf,
    searchOptions: {
      boost,
      fuzzy,
      prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
      weights: {fuzzy: 0.3, prefix: 0.4},
      combineWith: 'OR',
    },
  });
}

/** The stems of a text's meaningful words, in order. */
function sequenceOf(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}_$]+/u)
    .filter((word) => word && !stopWords.has(word.toLowerCase()))
    .map((word) => stem(word.toLowerCase()));
}

/** The neighbouring pairs of a sequence of words. */
function pairsIn(words: string[]): Set<string> {
  const pairs = new Set<string>();
  for (let index = 1; index < words.length; index++) pairs.add(`${words[index - 1]} ${words[index]}`);
  return pairs;
}

/** The share of `wanted` found in `found`. */
function shareOf(wanted: Set<string>, found: Set<string>): number {
  if (wanted.size === 0) return 0;
  let count = 0;
  for (const item of wanted) if (found.has(item)) count++;
  return count / wanted.size;
}

/** What the ranking reads of a title or heading: its stems (as a set and a list), its stem pairs, and it as one name. */
type Wording = {terms: Set<string>; list: string[]; pairs: Set<string>; name: string};

function wordingOf(text: string): Wording {
  const sequence = sequenceOf(text);
  const terms = new Set(sequence);
  for (const word of wordsOf(text)) for (const term of termsOf(word)) terms.add(term);
  return {terms, list: [...terms], pairs: pairsIn(sequence), name: normalizeName(text)};
}

export class SearchEngine {
  private readonly pages: FirstPage[];
  private readonly sections: Array<{page: number; section: FirstSection; lead: boolean; heading: Wording | null}> = [];
  private readonly firstSection: number[] = [];
  private readonly titles: Wording[] = [];
  private readonly keywords: Wording[][] = [];
  private readonly descriptions: Wording[] = [];
  /** Each section's words joined by single spaces, lower-cased, made when a pasted message needs it. */
  private joined: string[] = [];
  /** Each section's prose as stems, made when a query needs it. */
  private stems: string[][] = [];
  private readonly pageIndex = miniSearch<PageDocument>(['title', 'keywords', 'description'], {
    title: 3,
    keywords: 1.5,
    description: 0.5,
  });
  private readonly sectionIndex = miniSearch<SectionDocument>(['heading', 'parent', 'names'], {
    heading: 3,
    parent: 0.5,
    names: 3,
  });
  private textIndex: MiniSearch<TextDocument> | null = null;
  private texts: string[] = [];
  private codes: string[] = [];
  /** Code names known to the index, lower-cased: what a misspelled API name is corrected to. */
  private readonly codeNames = new Set<string>();
  /** Every term of the first part: a query word outside it needs the text part. */
  private readonly firstTerms = new Set<string>();
  /** The first part's words as written (lower-cased): what a misspelled word is corrected to, not a stem. */
  private readonly firstWords = new Set<string>();
  /** How many pages define each name, lower-cased. */
  private readonly definedIn = new Map<string, number>();
  /** Each code name's usual spelling, by its lower-cased form. */
  private readonly spelling = new Map<string, string>();

  constructor(first: FirstPart) {
    this.pages = first.pages;
    const pageDocuments: PageDocument[] = [];
    const sectionDocuments: SectionDocument[] = [];
    first.pages.forEach((page, pageNumber) => {
      pageDocuments.push({id: pageNumber, title: page.t, keywords: (page.k ?? []).join(' '), description: page.d});
      this.titles.push(wordingOf(page.t));
      this.keywords.push((page.k ?? []).map(wordingOf));
      this.descriptions.push(wordingOf(page.d));
      this.firstSection.push(this.sections.length);
      const definedHere = new Set<string>();
      for (const section of page.s) {
        const id = this.sections.length;
        const heading = section.h.at(-1);
        this.sections.push({
          page: pageNumber,
          section,
          lead: section.a === '' && !section.f,
          heading: heading ? wordingOf(heading) : null,
        });
        sectionDocuments.push({
          id,
          heading: heading ?? '',
          parent: section.h.length > 1 ? section.h[0]! : '',
          names: (section.n ?? []).join(' '),
        });
        for (const name of section.n ?? []) definedHere.add(name.toLowerCase());
      }
      for (const name of definedHere) this.definedIn.set(name, (this.definedIn.get(name) ?? 0) + 1);
    });
    this.firstSection.push(this.sections.length);
    this.pageIndex.addAll(pageDocuments);
    this.sectionIndex.addAll(sectionDocuments);
    for (const document of pageDocuments)
      this.learnWords(`${document.title} ${document.keywords} ${document.description}`);
    for (const document of sectionDocuments) this.learnWords(`${document.heading} ${document.names}`);
  }

  /** Adds the text part: every section's prose and code. */
  addText(text: TextPart, expectedFirst?: string): void {
    if (expectedFirst !== undefined && text.first !== expectedFirst)
      throw new Error('The search index parts do not belong together.');
    if (
      text.x.length !== this.pages.length ||
      text.x.some((sections, page) => sections.length !== this.pages[page]!.s.length)
    ) {
      throw new Error('The search index text part does not match its first part.');
    }
    const index = miniSearch<TextDocument>(['text', 'code'], {text: 0.35, code: 0.2});
    const documents: TextDocument[] = [];
    const texts: string[] = [];
    const codes: string[] = [];
    text.x.forEach((sections, pageNumber) => {
      sections.forEach((prose, sectionNumber) => {
        const id = this.firstSection[pageNumber]! + sectionNumber;
        texts[id] = prose;
        codes[id] = text.code[pageNumber]?.[sectionNumber] ?? '';
        documents.push({id, text: prose, code: codes[id]});
      });
    });
    index.addAll(documents);
    for (const code of codes) for (const word of code.split(' ')) if (isCodeName(word)) this.addCodeName(word);
    this.texts = texts;
    this.codes = codes;
    this.joined = [];
    this.stems = [];
    this.textIndex = index;
  }

  get hasText(): boolean {
    return this.textIndex !== null;
  }

  /** Number of indexed sections. */
  get size(): number {
    return this.sections.length;
  }

  /**
   * Whether a query needs the text part: questions and phrases (two or more meaningful words), and
   * a word that no title, keyword, heading or defined name holds. A single known word (an API name,
   * a topic) is answered from the first part.
   */
  needsText(typed: string): boolean {
    if (this.textIndex) return false;
    const {words} = this.prepare(typed);
    if (words.length !== 1) return words.length > 1;
    const {word} = words[0]!;
    return this.pageIndex.search(word).length === 0 && this.sectionIndex.search(word).length === 0;
  }

  /** Finds the pages and sections that answer `typed`, best first. */
  search(typed: string, options: SearchOptions = {}): EngineResult {
    const accept = options.accept ?? (() => true);
    const query = this.prepare(typed);
    const {words} = query;
    if (words.length === 0) return {pages: [], count: 0};

    // Candidates, from MiniSearch (typos and the prefix of the last word included). A word's
    // camelCase parts count less than the word, and so do the values quoted in a pasted message.
    const termWeights = new Map<string, number>();
    for (const word of words) {
      const weight = word.quoted ? 0.2 : 1;
      for (const term of word.parts) termWeights.set(term, Math.max(termWeights.get(term) ?? 0, 0.3 * weight));
      termWeights.set(word.full, Math.max(termWeights.get(word.full) ?? 0, weight));
    }
    const boostTerm = (term: string) => termWeights.get(term) ?? 1;
    const pageFilter = (result: {id: unknown}) => accept(this.pages[result.id as number]!);
    const sectionFilter = (result: {id: unknown}) => accept(this.pages[this.sections[result.id as number]!.page]!);
    const byId = (results: MiniSearchResult[]) => new Map(results.map((result) => [result.id as number, result]));
    const pageMatches = byId(this.pageIndex.search(query.text, {filter: pageFilter, boostTerm}));
    const sectionMatches = byId(this.sectionIndex.search(query.text, {filter: sectionFilter, boostTerm}));
    const textMatches = byId(this.textIndex?.search(query.text, {filter: sectionFilter, boostTerm}) ?? []);
    const candidates = new Set<number>([...sectionMatches.keys(), ...textMatches.keys()]);
    for (const page of pageMatches.keys()) candidates.add(this.firstSection[page]!);

    // Which words each candidate covers (1 for the word, 0.5 for its camelCase parts only).
    const pagesWith = words.map(() => new Set<number>());
    const credit = (result: MiniSearchResult | undefined, page: number, into: number[]) => {
      if (!result) return;
      for (const term of result.queryTerms) {
        words.forEach((word, index) => {
          const value = word.full === term ? 1 : word.parts.has(term) ? 0.5 : 0;
          if (value > into[index]!) into[index] = value;
          if (value > 0) pagesWith[index]!.add(page);
        });
      }
    };
    const pageCoverage = new Map<number, number[]>();
    for (const [page, result] of pageMatches) {
      const into = words.map(() => 0);
      credit(result, page, into);
      pageCoverage.set(page, into);
    }
    const sectionCoverage = new Map<number, number[]>();
    for (const id of candidates) {
      const page = this.sections[id]!.page;
      const into = [...(pageCoverage.get(page) ?? words.map(() => 0))];
      credit(sectionMatches.get(id), page, into);
      credit(textMatches.get(id), page, into);
      sectionCoverage.set(id, into);
    }

    // Each word's weight: words found on most pages ("redux", "state") and vague words
    // ("multiple") count a quarter, and quoted values a fifth.
    const acceptedPages = this.pages.filter(accept).length || 1;
    const raw = words.map(
      (word, index) =>
        (word.quoted ? 0.2 : 1) *
        (pagesWith[index]!.size / acceptedPages > 0.4 || vagueWords.has(word.word.toLowerCase()) ? 0.25 : 1),
    );
    const total = raw.reduce((sum, weight) => sum + weight, 0);
    const weights = raw.map((weight) => weight / total);
    const share = (has: (word: QueryWord, index: number) => number) =>
      words.reduce((sum, word, index) => sum + has(word, index) * weights[index]!, 0);
    const queryPairs = pairsIn(query.sequence);
    const last = words.length - 1;
    /** The share of the query's words a title, heading or keyword holds (the last word as a prefix too). */
    const wordsIn = (wording: Wording) =>
      share((word, index) =>
        wording.terms.has(word.full) ||
        (index === last && word.full.length >= 3 && wording.list.some((term) => term.startsWith(word.full)))
          ? 1
          : 0,
      );
    const orderIn = (wording: Wording) => shareOf(queryPairs, wording.pairs);
    /**
     * A title the query holds whole, with a word that counts ("Installation" for "install redux
     * toolkit"): the page is about what was asked, not a page that mentions it in a heading.
     */
    const queryTerms = new Set(words.map((word) => word.full));
    const countingTerms = new Set(words.filter((_, index) => raw[index]! >= 1).map((word) => word.full));
    const titleWithin = (wording: Wording) =>
      wording.terms.size > 0 &&
      [...wording.terms].every((term) => queryTerms.has(term)) &&
      [...wording.terms].some((term) => countingTerms.has(term));
    /** A keyword of two words or more that the query holds whole, in its order ("redux without react"). */
    const phraseIn = (wording: Wording) =>
      wording.pairs.size >= 2 && [...wording.pairs].every((pair) => queryPairs.has(pair));

    const scored: Array<{id: number; coverage: number; hit: SectionHit}> = [];
    for (const id of candidates) {
      const {page, section, lead, heading} = this.sections[id]!;
      const coverage = share((_, index) => sectionCoverage.get(id)![index]!);
      if (coverage === 0) continue;
      const textScore = textMatches.get(id)?.score ?? 0;
      const features = {
        heading: heading ? 3 * wordsIn(heading) + orderIn(heading) + (sameName(query.name, heading.name) ? 3 : 0) : 0,
        text: 0.8 * Math.log2(1 + textScore / 8) * pointing(section),
        names:
          query.codeWord && section.n?.some((name) => name.toLowerCase() === query.codeWord)
            ? 3 / Math.sqrt(this.definedIn.get(query.codeWord) ?? 1)
            : 0,
        // Headings' and defined names' matches that the features above do not see (typos, parent heading).
        match: Math.min(1, (sectionMatches.get(id)?.score ?? 0) / 20),
      };
      const score =
        coverage * coverage * (features.heading + features.text + features.names + features.match + (lead ? 0.2 : 0));
      options.explain?.(this.pages[page]!.u, section.a, {...features, coverage, score});
      // The matched terms are gathered below, for the sections shown only.
      scored.push({id, coverage, hit: {section, text: this.texts[id], score, terms: []}});
    }
    // Checked for the best candidates only, where the answer ranks by now: the query's words close
    // together in the prose (a table row, a sentence), and a pasted message's word pairs.
    if (words.length >= 2 && this.textIndex) {
      scored.sort((a, b) => b.hit.score - a.hit.score);
      for (const entry of scored.slice(0, 150)) {
        const near = this.nearShare(entry.id, words, weights);
        const prose = pointing(entry.hit.section);
        entry.hit.score += 3 * near * near * entry.coverage * prose;
        if (query.pairs.size >= 3) {
          const found = this.pairShare(entry.id, query.pairs);
          entry.hit.score += 4 * found * found * entry.coverage * prose;
        }
      }
    }

    const byPage = new Map<number, {hits: SectionHit[]; coverage: number}>();
    const idOf = new Map<SectionHit, number>();
    for (const {id, coverage, hit} of scored) {
      idOf.set(hit, id);
      const page = this.sections[id]!.page;
      const entry = byPage.get(page) ?? {hits: [], coverage: 0};
      entry.hits.push(hit);
      entry.coverage = Math.max(entry.coverage, coverage);
      byPage.set(page, entry);
    }
    const ranked: Array<PageHit & {coverage: number}> = [];
    for (const [pageNumber, {hits, coverage}] of byPage) {
      const page = this.pages[pageNumber]!;
      hits.sort((a, b) => b.score - a.score);
      const title = this.titles[pageNumber]!;
      const keywordCover = Math.max(0, ...this.keywords[pageNumber]!.map(wordsIn));
      const pageFeatures = {
        title:
          4 * wordsIn(title) +
          2 * orderIn(title) +
          (sameName(query.name, title.name) ? 10 : titleWithin(title) ? 2 : 0),
        keywords:
          2 * keywordCover +
          (this.keywords[pageNumber]!.some((keyword) => sameName(query.name, keyword.name))
            ? 6
            : this.keywords[pageNumber]!.some((keyword) => phraseIn(keyword))
              ? 3
              : 0),
        description: wordsIn(this.descriptions[pageNumber]!),
      };
      // One hit per anchor: a section's best fragment (a table row, say) stands for it.
      const anchors = new Set<string>();
      const distinct = hits.filter((hit) => !anchors.has(hit.section.a) && anchors.add(hit.section.a));
      const sections = distinct[0]!.score + 0.25 * (distinct[1]?.score ?? 0) + 0.1 * (distinct[2]?.score ?? 0);
      const score =
        page.w *
        (sections + coverage * coverage * (pageFeatures.title + pageFeatures.keywords + pageFeatures.description));
      options.explain?.(page.u, '(page)', {...pageFeatures, sections, coverage, score});
      const shown = distinct.slice(0, options.sectionsPerPage ?? 3);
      for (const hit of shown) {
        const id = idOf.get(hit)!;
        const lead = this.sections[id]!.lead;
        hit.terms = [
          ...new Set([
            ...(sectionMatches.get(id)?.terms ?? []),
            ...(textMatches.get(id)?.terms ?? []),
            ...(lead ? (pageMatches.get(pageNumber)?.terms ?? []) : []),
          ]),
        ];
      }
      ranked.push({page, score, strong: false, sections: shown, coverage});
    }
    ranked.sort((a, b) => b.score - a.score || a.page.u.localeCompare(b.page.u));
    // Pages that match well: every word that counts (most of them, for a long query), with a score
    // within reach of the best page's.
    const needed = words.length >= 4 ? 0.75 : 0.99;
    const best = ranked[0]?.score ?? 0;
    let count = 0;
    const pages = ranked.map(({coverage, ...hit}) => {
      hit.strong = coverage >= needed && hit.score >= best * 0.1;
      if (hit.strong) count++;
      return hit;
    });
    return {pages, count};
  }

  /**
   * The largest weighted share of the query's words found within a dozen words of each other in
   * a section's prose (0 when fewer than two of them are).
   */
  private nearShare(id: number, words: QueryWord[], weights: number[]): number {
    let stems = this.stems[id];
    if (stems === undefined) {
      stems = (this.texts[id] ?? '').split(/[^\p{L}\p{N}_$]+/u).map((word) => stem(word.toLowerCase()));
      this.stems[id] = stems;
    }
    const wanted = new Map(words.map((word, index) => [word.full, index]));
    const positions: Array<[number, number]> = [];
    stems.forEach((term, position) => {
      const index = wanted.get(term);
      if (index !== undefined) positions.push([position, index]);
    });
    const counts = words.map(() => 0);
    let best = 0;
    let current = 0;
    let distinct = 0;
    let start = 0;
    for (const [position, index] of positions) {
      if (counts[index]!++ === 0) {
        current += weights[index]!;
        distinct++;
      }
      while (position - positions[start]![0] > 12) {
        const leaving = positions[start++]![1];
        if (--counts[leaving]! === 0) {
          current -= weights[leaving]!;
          distinct--;
        }
      }
      if (distinct >= 2) best = Math.max(best, current);
    }
    return best;
  }

  /** The share of `pairs` found in a section's headings, prose and code. */
  private pairShare(id: number, pairs: Set<string>): number {
    let joined = this.joined[id];
    if (joined === undefined) {
      const {section} = this.sections[id]!;
      joined = ` ${wordsOf(`${section.h.join(' ')} ${this.texts[id] ?? ''} ${this.codes[id] ?? ''}`.toLowerCase()).join(' ')} `;
      this.joined[id] = joined;
    }
    let found = 0;
    for (const pair of pairs) if (joined.includes(` ${pair} `)) found++;
    return found / pairs.size;
  }

  /**
   * What to try when nothing matches: the query with each unknown word replaced by the closest
   * word the index knows (one typo, two in long words), when there is one.
   */
  suggest(typed: string): string[] {
    const words = wordsOf(typed).filter((word) => !stopWords.has(word.toLowerCase()));
    if (words.length === 0) return [];
    const corrected = words.map((word) => {
      const lower = word.toLowerCase();
      if (this.isKnown(lower)) return word;
      const limit = lower.length >= 8 ? 2 : 1;
      let best: {name: string; distance: number} | undefined;
      for (const name of [...this.firstWords, ...this.codeNames]) {
        if (name.length < 3) continue;
        const distance = editDistance(lower, name, limit);
        if (distance <= limit && (!best || distance < best.distance)) best = {name, distance};
      }
      return best ? (this.spelling.get(best.name) ?? best.name) : word;
    });
    const suggestion = corrected.join(' ');
    return suggestion.toLowerCase() === words.join(' ').toLowerCase() ? [] : [suggestion];
  }

  /** Reads a typed query once: corrected API names, meaningful words, quoted values. */
  private prepare(typed: string): Query {
    const text = this.correctCodeNames(typed.slice(0, 256));
    // In a pasted message (five words or more), a quoted single value (`payload.createdAt`,
    // "todos/todoAdded", 'object') is the reader's own, not the library's wording.
    const quoted = new Set<string>();
    if (wordsOf(text).length >= 5) {
      for (const match of text.matchAll(/"([^"\s]*)"|`([^`\s]*)`|'([^'\s]*)'/g))
        for (const word of wordsOf(match[1] ?? match[2] ?? match[3] ?? '')) quoted.add(word);
    }
    const all = wordsOf(text);
    const meaningful = all.filter((word) => !stopWords.has(word.toLowerCase()));
    const seen = new Set<string>();
    const words: QueryWord[] = [];
    for (const word of meaningful.length > 0 ? meaningful : all) {
      const full = stem(word.toLowerCase());
      if (seen.has(full) || words.length >= 24) continue;
      seen.add(full);
      words.push({word, full, parts: new Set(termsOf(word).filter((term) => term !== full)), quoted: quoted.has(word)});
    }
    const trimmed = text.trim();
    return {
      words,
      text: words.map((word) => word.word).join(' '),
      name: normalizeName(text),
      codeWord: words.length === 1 && /^[A-Za-z_$][\w$]*$/.test(trimmed) ? trimmed.toLowerCase() : null,
      sequence: sequenceOf(text),
      pairs: all.length >= 4 ? pairsIn(wordsOf(typed.toLowerCase())) : new Set(),
    };
  }

  private isKnown(lower: string): boolean {
    return this.codeNames.has(lower) || this.firstTerms.has(stem(lower));
  }

  private learnWords(text: string): void {
    for (const word of wordsOf(text)) {
      for (const term of termsOf(word)) this.firstTerms.add(term);
      if (!stopWords.has(word.toLowerCase())) this.firstWords.add(word.toLowerCase());
      if (isCodeName(word)) this.addCodeName(word);
    }
  }

  private addCodeName(name: string): void {
    const lower = name.toLowerCase();
    this.codeNames.add(lower);
    if (!this.spelling.has(lower)) this.spelling.set(lower, name);
  }

  /**
   * A query word that looks like an API name but is not one of the site's is read as the closest
   * one (`configurStore` → `configureStore`), so its misspelled camelCase parts do not find other
   * pages instead. One typo, two in long names.
   */
  private correctCodeNames(query: string): string {
    return query.replace(/[A-Za-z0-9_$]{8,}/g, (word) => {
      const lower = word.toLowerCase();
      if (this.isKnown(lower)) return word;
      if (!isCodeName(word) && this.textIndex?.search(word, {fuzzy: false, prefix: false}).length) return word;
      const limit = lower.length >= 12 ? 2 : 1;
      let best: {name: string; distance: number} | undefined;
      for (const name of this.codeNames) {
        const distance = editDistance(lower, name, limit);
        if (distance <= limit && (!best || distance < best.distance)) best = {name, distance};
      }
      return best ? (this.spelling.get(best.name) ?? best.name) : word;
    });
  }
}

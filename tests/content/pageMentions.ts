/**
 * Finds where a docs page names or links another page of the site, so tests can check that every
 * page a sentence promises exists and that pages which exist are linked where they are named.
 */

/** A page of the content plan, the names a sentence would call it by, and where its doc lives. */
export interface NamedPage {
  /** The route links use. */
  route: string;
  /**
   * The doc file without extension, relative to docs/ (what a doc-exists check looks for); absent for
   * a page that is not a doc (a React page in src/pages, such as /errors), which always exists.
   */
  doc?: string;
  /** Lower-case phrases that name the page in running text ("the undo history guide"). */
  names: readonly string[];
  /** Proper names, matched case-sensitively anywhere in a sentence ("Redux Essentials"). */
  properNames?: readonly string[];
  /**
   * Titles that are also ordinary words ("Examples", "Ecosystem"), matched case-sensitively but
   * never as a sentence's first word, where any word is capitalised ("Examples include…").
   */
  titles?: readonly string[];
  /** A link to any route starting with this counts as a link to the page (a tutorial's parts). */
  family?: string;
}

const usage = (slug: string, names: string[]): NamedPage => ({route: `/usage/${slug}`, doc: `usage/${slug}`, names});
const reducers = (slug: string, names: string[]): NamedPage => ({
  route: `/usage/structuring-reducers/${slug}`,
  doc: `usage/structuring-reducers/${slug}`,
  names,
});

/**
 * The pages other pages promise most: the usage guides, the Structuring Reducers series, the
 * Understanding pages and the style guide (named in running text, matched in sentences about a
 * guide, page or section), the tutorials and the FAQ (proper names, matched anywhere), and the
 * introduction pages, the API Reference, the Redux Toolkit overview and the error code page (by
 * title, or by name in a sentence about a page).
 */
export const namedPages: readonly NamedPage[] = [
  {route: '/usage', doc: 'usage/index', names: ['usage guides', 'using redux section', 'usage guide index']},
  usage('configuring-your-store', ['configuring your store', 'configuring the store']),
  usage('code-splitting', ['code splitting guide', 'guide to code splitting', 'code-splitting guide']),
  usage('server-rendering', ['server rendering guide', 'guide to server rendering', 'server-rendering guide']),
  usage('isolating-redux-sub-apps', ['isolating redux sub-apps', 'sub-apps guide']),
  usage('usage-with-typescript', [
    'usage with typescript',
    'guide on typescript',
    'typescript usage guide',
    'typescript guide',
  ]),
  usage('writing-tests', ['writing tests', 'testing guide', 'guide to testing']),
  usage('troubleshooting', ['troubleshooting']),
  usage('reducing-boilerplate', ['reducing boilerplate']),
  usage('deriving-data-selectors', ['deriving data with selectors', 'deriving data']),
  usage('writing-logic-thunks', ['writing logic with thunks']),
  usage('implementing-undo-history', ['undo history', 'implementing undo']),
  usage('migrating-to-redux', ['migration guide', 'migrating to modern redux', 'migrating to redux']),
  usage('using-object-spread-operator', ['object spread operator']),
  reducers('structuring-reducers', ['structuring reducers']),
  reducers('prerequisite-concepts', ['prerequisite reducer concepts', 'prerequisite concepts']),
  reducers('basic-reducer-structure', ['basic reducer structure']),
  reducers('splitting-reducer-logic', ['splitting up reducer logic', 'splitting reducer logic']),
  reducers('refactoring-reducer-example', ['refactoring reducers example', 'refactoring reducer example']),
  reducers('using-combinereducers', ['using combinereducers']),
  reducers('beyond-combinereducers', ['beyond combinereducers']),
  reducers('normalizing-state-shape', ['normalizing state shape', 'normalizing state']),
  reducers('updating-normalized-data', ['managing normalized data', 'updating normalized data']),
  reducers('reusing-reducer-logic', ['reusing reducer logic']),
  reducers('immutable-update-patterns', ['immutable update patterns']),
  reducers('initializing-state', ['initializing state']),
  {
    route: '/understanding/thinking-in-redux/motivation',
    doc: 'understanding/thinking-in-redux/motivation',
    names: ['motivation page'],
  },
  {
    route: '/understanding/thinking-in-redux/three-principles',
    doc: 'understanding/thinking-in-redux/three-principles',
    names: ['three principles'],
  },
  {
    route: '/understanding/thinking-in-redux/glossary',
    doc: 'understanding/thinking-in-redux/glossary',
    names: ['glossary'],
  },
  {
    route: '/understanding/history-and-design/prior-art',
    doc: 'understanding/history-and-design/prior-art',
    names: ['prior art'],
  },
  {route: '/style-guide', doc: 'style-guide/index', names: ['style guide']},
  {route: '/tutorials', doc: 'tutorials/index', names: ['tutorials index'], properNames: []},
  {route: '/tutorials/quick-start', doc: 'tutorials/quick-start', names: [], properNames: ['Quick Start']},
  {
    route: '/tutorials/typescript-quick-start',
    doc: 'tutorials/typescript-quick-start',
    names: [],
    properNames: ['TypeScript Quick Start'],
  },
  {route: '/tutorials/videos', doc: 'tutorials/videos', names: ['videos page'], properNames: ['Videos']},
  {
    route: '/tutorials/essentials/part-1-overview-concepts',
    doc: 'tutorials/essentials/part-1-overview-concepts',
    names: [],
    properNames: ['Redux Essentials', 'Essentials'],
    family: '/tutorials/essentials/',
  },
  {
    route: '/tutorials/fundamentals/part-1-overview',
    doc: 'tutorials/fundamentals/part-1-overview',
    names: [],
    properNames: ['Redux Fundamentals', 'Fundamentals'],
    family: '/tutorials/fundamentals/',
  },
  {route: '/faq', doc: 'faq/index', names: [], properNames: ['FAQ'], family: '/faq'},
  // The introduction, the API reference, the Redux Toolkit overview and the error code page, by
  // their titles. Lower-case "core concepts", "the ecosystem", "examples" or "installation" name a
  // topic, not the page, so they count only with a page word ("the installation page").
  {
    route: '/introduction/getting-started',
    doc: 'introduction/getting-started',
    names: ['getting started page'],
    properNames: ['Getting Started'],
  },
  {
    route: '/introduction/installation',
    doc: 'introduction/installation',
    names: ['installation page'],
    titles: ['Installation'],
  },
  {
    route: '/introduction/core-concepts',
    doc: 'introduction/core-concepts',
    names: ['core concepts page'],
    properNames: ['Core Concepts'],
  },
  {route: '/introduction/examples', doc: 'introduction/examples', names: ['examples page'], titles: ['Examples']},
  {route: '/introduction/ecosystem', doc: 'introduction/ecosystem', names: ['ecosystem page'], titles: ['Ecosystem']},
  {
    route: '/introduction/learning-resources',
    doc: 'introduction/learning-resources',
    names: ['learning resources page'],
    properNames: ['Learning Resources'],
  },
  {
    route: '/errors',
    names: ['error messages page', 'error codes page', 'error code page'],
    properNames: ['Error Messages'],
  },
  {
    route: '/api/api-reference',
    doc: 'api/api-reference',
    names: ['api reference page'],
    properNames: ['API Reference'],
  },
  {
    route: '/redux-toolkit/overview',
    doc: 'redux-toolkit/overview',
    names: ['redux toolkit overview'],
    properNames: ['Redux Toolkit: Overview', 'Redux Toolkit Overview'],
  },
];

/** A sentence of a page's running text, with the internal routes it links. */
export interface Sentence {
  line: number;
  text: string;
  links: string[];
  heading: boolean;
}

/**
 * The running text of an MDX page, one sentence at a time: front matter, code blocks, imports,
 * JSX tags and comments removed; each line is a paragraph, list item or table row of its own.
 */
export function sentencesOf(source: string): Sentence[] {
  const sentences: Sentence[] = [];
  const lines = source.split('\n');
  let inCode = false;
  let inFrontMatter = false;
  lines.forEach((raw, index) => {
    if (index === 0 && raw === '---') inFrontMatter = true;
    if (inFrontMatter) {
      if (index > 0 && raw === '---') inFrontMatter = false;
      return;
    }
    if (/^\s*(```|~~~)/.test(raw)) {
      inCode = !inCode;
      return;
    }
    if (inCode || /^(import|export) /.test(raw) || /^\s*<\/?[A-Za-z][^>]*>\s*$/.test(raw)) return;
    const line = raw
      .replace(/\{\/\*.*?\*\/\}/g, '')
      .replace(/<!--.*?-->/g, '')
      .trim();
    if (!line || /^:::/.test(line)) return;
    const heading = /^#{1,6} /.test(line);
    for (const text of line.split(/(?<=[.!?])\s+(?=[*_`[("A-Z])/)) {
      const links = [...text.matchAll(/(?<!!)\[[^\]]*\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map(
        ([, route]) => route!.replace(/\/$/, '') || '/',
      );
      sentences.push({line: index + 1, text, links, heading});
    }
  });
  return sentences;
}

/** The sentence as a reader sees it, for name matching: external links dropped, markup removed. */
function plainText(text: string): string {
  return text
    .replace(/\[[^\]]*\]\(https?:[^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '');
}

/** Words that make a sentence refer to another page of the docs rather than to a topic. */
const PAGE_WORDS = /\b(guides?|page|pages|section|glossary)\b/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pages a sentence names: proper names anywhere, other names in sentences about pages. */
export function pagesNamedIn(sentence: string): NamedPage[] {
  let text = plainText(sentence);
  const named: NamedPage[] = [];
  // Longest names first, blanked once matched, so "TypeScript Quick Start" is not also "Quick Start"
  const candidates = namedPages
    .flatMap((page) => [
      ...(page.properNames ?? []).map((name) => ({
        page,
        pattern: new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`, 'g'),
        length: name.length,
      })),
      ...(page.titles ?? []).map((name) => ({
        page,
        pattern: new RegExp(`(?<=[\\w,;:)]\\W*\\s)${escape(name)}(?![\\w-])`, 'g'),
        length: name.length,
      })),
      ...(PAGE_WORDS.test(text) ? page.names : []).map((name) => ({
        page,
        pattern: new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`, 'gi'),
        length: name.length,
      })),
    ])
    .sort((a, b) => b.length - a.length);
  for (const {page, pattern} of candidates) {
    if (pattern.test(text)) {
      if (!named.includes(page)) named.push(page);
      text = text.replace(pattern, ' ');
    }
  }
  return named;
}

/** True when one of the links reaches the page (or, for a tutorial, any of its parts). */
export function linksTo(page: NamedPage, links: readonly string[]): boolean {
  return links.some((route) => route === page.route || (page.family !== undefined && route.startsWith(page.family)));
}

/** A problem found on a page: its line and what is wrong. */
export interface Problem {
  line: number;
  message: string;
}

/** Sentences that name a page of `namedPages` whose doc does not exist (yet). */
export function unwrittenPromises(source: string, docExists: (doc: string) => boolean): Problem[] {
  return sentencesOf(source).flatMap(({line, text}) =>
    pagesNamedIn(text)
      .filter((page) => page.doc !== undefined && !docExists(page.doc))
      .map((page) => ({line, message: `names ${page.route}, which has no page: "${text}"`})),
  );
}

/** Links to a route that has no page. */
export function deadLinks(source: string, routeExists: (route: string) => boolean): Problem[] {
  return sentencesOf(source).flatMap(({line, text, links}) =>
    links
      .filter((route) => !routeExists(route))
      .map((route) => ({line, message: `links ${route}, which has no page: "${text}"`})),
  );
}

/**
 * Sentences that name a page which exists without linking it in the same paragraph (headings
 * and the page's own names excepted).
 */
export function unlinkedMentions(source: string, ownRoute: string, docExists: (doc: string) => boolean): Problem[] {
  const sentences = sentencesOf(source);
  const linksOfLine = new Map<number, string[]>();
  for (const {line, links} of sentences) linksOfLine.set(line, [...(linksOfLine.get(line) ?? []), ...links]);
  return sentences.flatMap(({line, text, heading}) =>
    heading
      ? []
      : pagesNamedIn(text)
          .filter(
            (page) =>
              (page.doc === undefined || docExists(page.doc)) &&
              page.route !== ownRoute &&
              !(page.family && ownRoute.startsWith(page.family)),
          )
          .filter((page) => !linksTo(page, linksOfLine.get(line) ?? []))
          .map((page) => ({line, message: `names ${page.route} without linking it: "${text}"`})),
  );
}

import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allDocsPages, docsPages, repoRoot} from './docsPages';
import {deadLinks, sentencesOf, unlinkedMentions, unwrittenPromises, type Problem} from './pageMentions';

const root = repoRoot;

// Rules over every page read `checked` (one page under `npm run check:page`); routes and
// cross-links need them all.
const pages = allDocsPages;
const checked = docsPages;
const docRoutes = new Set(pages.map(({route}) => route));
/** Routes that are not docs: the React pages in src/pages and the search page of the theme. */
const otherRoutes = new Set([
  '/',
  '/search',
  ...readdirSync(path.join(root, 'src/pages'))
    .filter((name) => /^[a-z][\w-]*\.tsx$/.test(name) && name !== 'index.tsx')
    .map((name) => `/${name.replace(/\.tsx$/, '')}`),
]);
const routeExists = (route: string) =>
  docRoutes.has(route) ||
  otherRoutes.has(route) ||
  (route.startsWith('/img/') && existsSync(path.join(root, 'static', route)));

/** Whether docs/<doc>.mdx (or .md) exists. */
const docExists = (doc: string) => ['.mdx', '.md'].some((ext) => existsSync(path.join(root, 'docs', `${doc}${ext}`)));

const report = (problems: Array<Problem & {file: string}>) =>
  problems.map(({file, line, message}) => `docs/${file}:${line} ${message}`);

describe('pages the docs promise', () => {
  it('every internal link reaches a page that exists', () => {
    expect(
      report(
        checked.flatMap(({file, source}) => deadLinks(source, routeExists).map((problem) => ({...problem, file}))),
      ),
    ).toEqual([]);
  });

  it('no sentence names a usage guide, Understanding page, style guide or tutorial that has no page', () => {
    expect(
      report(
        checked.flatMap(({file, source}) =>
          unwrittenPromises(source, docExists).map((problem) => ({...problem, file})),
        ),
      ),
    ).toEqual([]);
  });

  it('the tutorials index, the Quick Start, the videos page and Redux Fundamentals link the pages they name', () => {
    const tutorials = pages.filter(({file}) =>
      /^tutorials\/(index|quick-start|videos|fundamentals\/.*)\.mdx$/.test(file),
    );
    expect(tutorials.length).toBe(11);
    expect(
      report(
        tutorials.flatMap(({file, source, route}) =>
          unlinkedMentions(source, route, docExists).map((problem) => ({...problem, file})),
        ),
      ),
    ).toEqual([]);
  });

  it('every page that names Redux Essentials links it (the recommended first tutorial)', () => {
    const essentials = '/tutorials/essentials/part-1-overview-concepts';
    const problems = pages.flatMap(({file, source, route}) =>
      unlinkedMentions(source, route, docExists)
        .filter(({message}) => message.startsWith(`names ${essentials} `))
        .map((problem) => ({...problem, file})),
    );
    expect(report(problems)).toEqual([]);
  });

  it('the introduction, API, FAQ and Redux Toolkit pages link the pages they name', () => {
    const reference = pages.filter(({file}) => /^(introduction|api|faq|redux-toolkit)\//.test(file));
    expect(reference.length).toBeGreaterThan(25);
    expect(
      report(
        reference.flatMap(({file, source, route}) =>
          unlinkedMentions(source, route, docExists).map((problem) => ({...problem, file})),
        ),
      ),
    ).toEqual([]);
  });
});

/**
 * The cross-links each page's plan asks for (content plan, Part 3), for the introduction, API,
 * FAQ and Redux Toolkit pages and the tutorials' index, Quick Start and videos pages. `/x/*`
 * stands for every page of that section.
 */
const plannedCrossLinks: ReadonlyArray<[string, string[]]> = [
  [
    '/introduction',
    [
      '/tutorials/index',
      '/tutorials/essentials/part-1-overview-concepts',
      '/faq/general',
      '/usage/migrating-to-redux',
      '/introduction/*',
    ],
  ],
  [
    '/introduction/getting-started',
    [
      '/introduction/installation',
      '/introduction/why-rtk-is-redux-today',
      '/tutorials/essentials/part-1-overview-concepts',
      '/tutorials/fundamentals/part-1-overview',
      '/tutorials/quick-start',
      '/introduction/examples',
      '/usage',
      '/faq/general',
      '/faq',
      '/introduction/ecosystem',
      '/introduction/learning-resources',
    ],
  ],
  [
    '/introduction/installation',
    [
      '/introduction/getting-started',
      '/tutorials/quick-start',
      '/tutorials/typescript-quick-start',
      '/usage/server-rendering',
      '/usage/configuring-your-store',
    ],
  ],
  [
    '/introduction/why-rtk-is-redux-today',
    [
      '/tutorials/essentials/part-1-overview-concepts',
      '/tutorials/fundamentals/part-8-modern-redux',
      '/tutorials/fundamentals/part-7-standard-patterns',
      '/usage/migrating-to-redux',
      '/api/createstore',
      '/redux-toolkit/overview',
      '/style-guide',
      '/understanding/history-and-design/prior-art',
    ],
  ],
  [
    '/introduction/core-concepts',
    [
      '/understanding/thinking-in-redux/three-principles',
      '/tutorials/fundamentals/part-2-concepts-data-flow',
      '/tutorials/essentials/part-1-overview-concepts',
      '/understanding/thinking-in-redux/glossary',
    ],
  ],
  [
    '/introduction/learning-resources',
    ['/tutorials/videos', '/introduction/ecosystem', '/introduction/examples', '/tutorials/index'],
  ],
  [
    '/introduction/ecosystem',
    [
      '/redux-toolkit/overview',
      '/usage/implementing-undo-history',
      '/usage/deriving-data-selectors',
      '/usage/writing-logic-thunks',
      '/usage/structuring-reducers/normalizing-state-shape',
      '/usage/writing-tests',
      '/faq/organizing-state',
    ],
  ],
  [
    '/introduction/examples',
    [
      '/tutorials/essentials/part-8-rtk-query-advanced',
      '/tutorials/fundamentals/part-8-modern-redux',
      '/usage/server-rendering',
      '/usage/implementing-undo-history',
      '/faq/miscellaneous',
    ],
  ],
  [
    '/tutorials/index',
    [
      '/tutorials/quick-start',
      '/tutorials/typescript-quick-start',
      '/tutorials/essentials/part-1-overview-concepts',
      '/tutorials/fundamentals/part-1-overview',
      '/tutorials/videos',
      '/usage',
    ],
  ],
  [
    '/tutorials/quick-start',
    [
      '/tutorials/typescript-quick-start',
      '/tutorials/essentials/part-1-overview-concepts',
      '/tutorials/fundamentals/part-1-overview',
      '/tutorials/index',
      '/introduction/installation',
    ],
  ],
  [
    '/tutorials/videos',
    [
      '/tutorials/essentials/part-1-overview-concepts',
      '/tutorials/index',
      '/introduction/learning-resources',
      '/usage/writing-tests',
    ],
  ],
  ['/faq', ['/usage/troubleshooting', '/faq/*']],
  [
    '/faq/general',
    [
      '/understanding/thinking-in-redux/motivation',
      '/introduction/getting-started',
      '/introduction/installation',
      '/faq/organizing-state',
    ],
  ],
  [
    '/faq/reducers',
    [
      '/api/combinereducers',
      '/usage/structuring-reducers/beyond-combinereducers',
      '/usage/structuring-reducers/splitting-reducer-logic',
      '/usage/reducing-boilerplate',
      '/tutorials/fundamentals/part-4-store',
    ],
  ],
  [
    '/faq/organizing-state',
    [
      '/style-guide',
      '/usage/structuring-reducers/normalizing-state-shape',
      '/tutorials/fundamentals/part-5-ui-react',
      '/tutorials/fundamentals/part-7-standard-patterns',
      '/usage/structuring-reducers/prerequisite-concepts',
    ],
  ],
  [
    '/faq/store-setup',
    [
      '/api/store',
      '/api/applymiddleware',
      '/tutorials/fundamentals/part-4-store',
      '/usage/isolating-redux-sub-apps',
      '/usage/server-rendering',
      '/faq/code-structure',
    ],
  ],
  [
    '/faq/actions',
    [
      '/usage/writing-logic-thunks',
      '/usage/reducing-boilerplate',
      '/tutorials/fundamentals/part-3-state-actions-reducers',
      '/tutorials/fundamentals/part-6-async-logic',
      '/style-guide',
      '/faq/performance',
    ],
  ],
  [
    '/faq/immutable-data',
    [
      '/usage/structuring-reducers/immutable-update-patterns',
      '/usage/using-object-spread-operator',
      '/api/combinereducers',
      '/faq/react-redux',
      '/usage/troubleshooting',
      '/usage/structuring-reducers/prerequisite-concepts',
    ],
  ],
  [
    '/faq/code-structure',
    [
      '/style-guide',
      '/tutorials/essentials/part-2-app-structure',
      '/faq/actions',
      '/faq/organizing-state',
      '/usage/writing-logic-thunks',
    ],
  ],
  [
    '/faq/performance',
    [
      '/usage/structuring-reducers/normalizing-state-shape',
      '/usage/deriving-data-selectors',
      '/faq/react-redux',
      '/faq/immutable-data',
      '/tutorials/essentials/part-6-performance-normalization',
      '/tutorials/essentials/part-8-rtk-query-advanced',
    ],
  ],
  [
    '/faq/design-decisions',
    [
      '/understanding/history-and-design/middleware',
      '/usage/structuring-reducers/beyond-combinereducers',
      '/faq/performance',
      '/faq/organizing-state',
      '/api/applymiddleware',
    ],
  ],
  [
    '/faq/react-redux',
    [
      '/usage/troubleshooting',
      '/usage/deriving-data-selectors',
      '/faq/performance',
      '/faq/immutable-data',
      '/tutorials/fundamentals/part-5-ui-react',
      '/style-guide',
    ],
  ],
  [
    '/faq/miscellaneous',
    [
      '/introduction/examples',
      '/tutorials/essentials/part-4-using-data',
      '/tutorials/essentials/part-6-performance-normalization',
      '/usage/server-rendering',
    ],
  ],
  [
    '/api/api-reference',
    [
      '/api/createstore',
      '/api/store',
      '/api/combinereducers',
      '/api/applymiddleware',
      '/api/bindactioncreators',
      '/api/compose',
      '/errors',
      '/redux-toolkit/overview',
      '/understanding/thinking-in-redux/glossary',
      '/usage/migrating-to-redux',
    ],
  ],
  [
    '/api/createstore',
    [
      '/api/store',
      '/api/combinereducers',
      '/api/applymiddleware',
      '/api/compose',
      '/usage/configuring-your-store',
      '/usage/migrating-to-redux',
      '/introduction/why-rtk-is-redux-today',
      '/understanding/thinking-in-redux/glossary',
    ],
  ],
  [
    '/api/store',
    [
      '/api/createstore',
      '/api/applymiddleware',
      '/understanding/thinking-in-redux/glossary',
      '/usage/code-splitting',
      '/faq/store-setup',
      '/errors',
      '/usage/migrating-to-redux',
    ],
  ],
  [
    '/api/combinereducers',
    [
      '/usage/structuring-reducers/using-combinereducers',
      '/usage/structuring-reducers/beyond-combinereducers',
      '/usage/structuring-reducers/initializing-state',
      '/api/createstore',
      '/faq/reducers',
      '/errors',
    ],
  ],
  [
    '/api/applymiddleware',
    [
      '/understanding/history-and-design/middleware',
      '/api/store',
      '/api/createstore',
      '/api/compose',
      '/usage/configuring-your-store',
      '/usage/writing-logic-thunks',
      '/understanding/thinking-in-redux/glossary',
    ],
  ],
  [
    '/api/bindactioncreators',
    ['/api/store', '/understanding/thinking-in-redux/glossary', '/faq/react-redux', '/style-guide'],
  ],
  [
    '/api/compose',
    [
      '/api/applymiddleware',
      '/api/createstore',
      '/api/store',
      '/tutorials/fundamentals/part-4-store',
      '/usage/configuring-your-store',
    ],
  ],
  [
    '/redux-toolkit/overview',
    [
      '/introduction/why-rtk-is-redux-today',
      '/tutorials/essentials/part-1-overview-concepts',
      '/tutorials/quick-start',
      '/style-guide',
      '/usage/usage-with-typescript',
    ],
  ],
];

describe('the way into the tutorials', () => {
  const page = (route: string) => pages.find((candidate) => candidate.route === route)!.source;
  const tutorialRoutes = [
    '/tutorials/index',
    '/tutorials/quick-start',
    '/tutorials/typescript-quick-start',
    '/tutorials/videos',
    '/tutorials/essentials/part-1-overview-concepts',
    '/tutorials/fundamentals/part-1-overview',
  ];

  it("Getting Started's learning paths link every tutorial", () => {
    const section =
      /^## Learning Redux(?: \{\/\*[^*]*\*\/\})?\n([\s\S]*?)(?=^## )/m.exec(
        page('/introduction/getting-started'),
      )?.[1] ?? '';
    expect(section, 'the Learning Redux section').not.toBe('');
    expect(tutorialRoutes.filter((route) => !section.includes(`](${route})`))).toEqual([]);
  });

  it('the Quick Start and the tutorials index send newcomers to Redux Essentials, and no page sends them to Fundamentals first', () => {
    // The links of the paragraph that speaks to readers new to Redux
    const newcomerLinks = (source: string) => {
      const sentences = sentencesOf(source);
      const line = sentences.find(({text}) => /new to Redux/i.test(text))?.line;
      return sentences.filter((sentence) => sentence.line === line).flatMap(({links}) => links);
    };
    for (const route of ['/tutorials/quick-start', '/tutorials/index']) {
      expect(newcomerLinks(page(route)), route).toContain('/tutorials/essentials/part-1-overview-concepts');
    }
    const fundamentalsFirst = pages.flatMap(({file, source}) =>
      sentencesOf(source)
        .filter(
          ({text}) =>
            /\b(new to Redux|newcomers?|beginners?)\b/i.test(text) &&
            /\bstart (here|with)\b/i.test(text) &&
            /Fundamentals/.test(text) &&
            !/Essentials/.test(text),
        )
        .map(({line, text}) => `docs/${file}:${line} "${text}"`),
    );
    expect(fundamentalsFirst).toEqual([]);
  });
});

describe("the pages' planned cross-links", () => {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const linkedRoutes = (source: string) =>
    new Set(
      [...source.matchAll(/\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)|href="(\/[^"#]*)/g)].map(
        ([, markdown, html]) => (markdown ?? html)!.replace(/\/$/, '') || '/',
      ),
    );

  for (const [route, targets] of plannedCrossLinks) {
    it(`${route} links every page its plan names`, () => {
      const page = byRoute.get(route);
      expect(page, `${route} has a page`).toBeDefined();
      const wanted = targets.flatMap((target) =>
        target.endsWith('/*')
          ? pages
              .filter((other) => other.route.startsWith(target.slice(0, -1)) && other.route !== route)
              .map((other) => other.route)
          : [target],
      );
      const linked = linkedRoutes(page!.source);
      expect(wanted.filter((target) => routeExists(target) && !linked.has(target))).toEqual([]);
    });
  }
});

describe('the checks themselves', () => {
  // Sentences the introduction pages carried before issue 15, when no usage guide was written
  const noGuidesYet = (doc: string) => !/^(usage|understanding|style-guide)\//.test(doc) && docExists(doc);
  const before = [
    'A higher-order reducer takes a few lines. The undo history guide in the Using Redux section builds one in detail.',
    "- **You maintain an older Redux codebase.** Start with [Why Redux Toolkit Is How To Use Redux Today](/introduction/why-rtk-is-redux-today), then the Usage Guides' migration guide, which converts `createStore` step by step.",
    'Then [Ecosystem](/introduction/ecosystem) introduces add-on libraries. The Usage Guides cover tasks such as testing and server rendering.',
    'The guide to deriving data with selectors in the Using Redux section covers the patterns.',
    'The writing tests guide in the Using Redux section shows this setup.',
  ];

  it('catch a sentence that promises a guide which has no page', () => {
    for (const sentence of before)
      expect(unwrittenPromises(`# Page\n\n${sentence}\n`, noGuidesYet), sentence).not.toEqual([]);
    expect(
      unwrittenPromises('The [undo history guide](/usage/implementing-undo-history) builds one.\n', noGuidesYet),
    ).toHaveLength(1);
  });

  it('catch a link to a page that has no doc, and accept one that has', () => {
    expect(
      deadLinks('See [the guide](/usage/writing-tests#setup).\n', (route) => route !== '/usage/writing-tests'),
    ).toHaveLength(1);
    expect(deadLinks('See [the guide](/usage/writing-tests#setup).\n', () => true)).toEqual([]);
  });

  it('leave alone sentences that name no page of the site', () => {
    for (const sentence of [
      '`tiged` copies a folder of a GitHub repository; older guides use `npx degit` with the same path.',
      '- **Modern**: [Redux Toolkit: Usage Guide](https://redux-toolkit.js.org/usage/usage-guide) (Redux maintainers).',
      'It ties the module to one store, which breaks tests and server rendering.',
    ])
      expect(
        unwrittenPromises(`${sentence}\n`, () => false),
        sentence,
      ).toEqual([]);
  });

  it('ask for a link where a written page is named, and accept a link to any part of a tutorial', () => {
    expect(unlinkedMentions('Follow the **Redux Essentials** tutorial.\n', '/introduction', () => true)).toHaveLength(
      1,
    );
    expect(
      unlinkedMentions(
        'Follow [Redux Essentials, Part 3](/tutorials/essentials/part-3-data-flow).\n',
        '/introduction',
        () => true,
      ),
    ).toEqual([]);
    expect(
      unlinkedMentions('Use the TypeScript Quick Start.\n', '/introduction', () => true).map(
        ({message}) => message.split(',')[0],
      ),
    ).toEqual(['names /tutorials/typescript-quick-start without linking it: "Use the TypeScript Quick Start."']);
    expect(unlinkedMentions('## Quick Start counter\n', '/introduction/examples', () => true)).toEqual([]);
  });

  it('know the introduction pages, the API Reference, the Redux Toolkit overview and the error code page by their titles', () => {
    const named = (sentence: string) =>
      unlinkedMentions(`${sentence}\n`, '/faq', () => true).map(({message}) => message.split(' ')[1]);
    const titled: Array<[string, string]> = [
      ['Read Getting Started before the tutorials.', '/introduction/getting-started'],
      ['The commands are on the installation page.', '/introduction/installation'],
      ['Read Core Concepts first.', '/introduction/core-concepts'],
      ['Each app on the examples page has a download.', '/introduction/examples'],
      ['Download one from Examples.', '/introduction/examples'],
      ['The add-ons are listed under Ecosystem.', '/introduction/ecosystem'],
      ['Books are listed in Learning Resources.', '/introduction/learning-resources'],
      ['Look the number up on the error messages page.', '/errors'],
      ['Every export is listed in the API Reference.', '/api/api-reference'],
      ['The Redux Toolkit Overview lists what the package exports.', '/redux-toolkit/overview'],
      ['The videos page collects talks by the maintainers.', '/tutorials/videos'],
    ];
    for (const [sentence, route] of titled) expect(named(sentence), sentence).toEqual([route]);
    // The same words as ordinary words, or a title at the start of a sentence, name no page
    for (const sentence of [
      'The core concepts of Redux fit on one screen.',
      'Examples include a counter and a todo list.',
      'The Redux ecosystem has an add-on for most needs.',
      'Installation takes one command.',
      'Ecosystem libraries come and go.',
      'The error messages in development name the reducer.',
      'This page gives an overview of Redux Toolkit.',
    ])
      expect(named(sentence), sentence).toEqual([]);
    // /errors is a React page, not a doc: it always exists, so naming it is never a broken promise
    expect(unwrittenPromises('See the error messages page.\n', () => false)).toEqual([]);
  });
});

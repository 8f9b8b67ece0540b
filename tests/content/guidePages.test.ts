import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageWords} from './pageWords';
import {extractCodeBlocks, parseMeta} from '../../scripts/samples/extract';

/**
 * The 32 pages of issues 10 and 11 against their plans (content-plan.md, Part 3 and the summary
 * table of Part 6): the length range, measured as the plan measures (`wc -w` of the .mdx source,
 * code and front matter included), the planned number of code blocks, and the diagrams each page
 * draws. The browser tests prove the diagrams render with their names in both colour modes; this
 * test keeps the pages inside their plans when someone edits them.
 */
type Plan = {file: string; words: [number, number]; code: [number, number]; diagrams: string[]};

const plans: Plan[] = [
  {file: 'usage/index.mdx', words: [400, 500], code: [0, 0], diagrams: []},
  {
    file: 'usage/configuring-your-store.mdx',
    words: [950, 1520],
    code: [8, 10],
    diagrams: ['usage/configure-store-assembly'],
  },
  {file: 'usage/code-splitting.mdx', words: [1120, 1800], code: [10, 12], diagrams: ['usage/lazy-slice-timeline']},
  {file: 'usage/server-rendering.mdx', words: [1150, 1830], code: [6, 8], diagrams: ['usage/ssr-request-lifecycle']},
  {file: 'usage/isolating-redux-sub-apps.mdx', words: [400, 500], code: [2, 3], diagrams: ['usage/isolated-widgets']},
  {
    file: 'usage/usage-with-typescript.mdx',
    words: [1940, 3100],
    code: [20, 24],
    diagrams: ['usage/typescript-types-flow'],
  },
  {file: 'usage/writing-tests.mdx', words: [2630, 4210], code: [10, 12], diagrams: ['usage/test-harness']},
  {file: 'usage/troubleshooting.mdx', words: [430, 690], code: [6, 8], diagrams: []},
  {file: 'usage/reducing-boilerplate.mdx', words: [1150, 1840], code: [10, 14], diagrams: []},
  {
    file: 'usage/deriving-data-selectors.mdx',
    words: [2420, 3880],
    code: [16, 20],
    diagrams: ['usage/selector-memoization', 'usage/selector-instances'],
  },
  {
    file: 'usage/writing-logic-thunks.mdx',
    words: [1720, 2750],
    code: [14, 16],
    diagrams: ['usage/thunk-middleware-decision'],
  },
  {file: 'usage/implementing-undo-history.mdx', words: [1150, 1840], code: [12, 16], diagrams: ['usage/undo-timeline']},
  {file: 'usage/migrating-to-redux.mdx', words: [1500, 2500], code: [10, 14], diagrams: ['usage/migration-roadmap']},
  {file: 'usage/using-object-spread-operator.mdx', words: [600, 900], code: [5, 7], diagrams: ['usage/shallow-copy']},
  {file: 'usage/structuring-reducers/structuring-reducers.mdx', words: [400, 500], code: [0, 0], diagrams: []},
  {file: 'usage/structuring-reducers/prerequisite-concepts.mdx', words: [400, 500], code: [0, 1], diagrams: []},
  {
    file: 'usage/structuring-reducers/basic-reducer-structure.mdx',
    words: [430, 690],
    code: [3, 4],
    diagrams: ['usage/structuring-reducers/state-tree'],
  },
  {
    file: 'usage/structuring-reducers/splitting-reducer-logic.mdx',
    words: [400, 480],
    code: [1, 2],
    diagrams: ['usage/structuring-reducers/reducer-hierarchy'],
  },
  {file: 'usage/structuring-reducers/refactoring-reducer-example.mdx', words: [730, 1170], code: [6, 7], diagrams: []},
  {
    file: 'usage/structuring-reducers/using-combinereducers.mdx',
    words: [470, 760],
    code: [3, 3],
    diagrams: ['usage/structuring-reducers/combine-keys'],
  },
  {
    file: 'usage/structuring-reducers/beyond-combinereducers.mdx',
    words: [440, 700],
    code: [4, 4],
    diagrams: ['usage/structuring-reducers/extra-argument-flow'],
  },
  {
    file: 'usage/structuring-reducers/normalizing-state-shape.mdx',
    words: [840, 1350],
    code: [4, 5],
    diagrams: ['usage/structuring-reducers/nested-vs-normalized'],
  },
  {
    file: 'usage/structuring-reducers/updating-normalized-data.mdx',
    words: [710, 1130],
    code: [5, 5],
    diagrams: ['usage/structuring-reducers/action-fan-out'],
  },
  {
    file: 'usage/structuring-reducers/reusing-reducer-logic.mdx',
    words: [460, 740],
    code: [5, 5],
    diagrams: ['usage/structuring-reducers/headcount-factory'],
  },
  {
    file: 'usage/structuring-reducers/immutable-update-patterns.mdx',
    words: [590, 940],
    code: [8, 10],
    diagrams: ['usage/structuring-reducers/copy-the-path'],
  },
  {
    file: 'usage/structuring-reducers/initializing-state.mdx',
    words: [530, 840],
    code: [6, 6],
    diagrams: ['usage/structuring-reducers/initial-state-decision'],
  },
  {
    file: 'understanding/thinking-in-redux/motivation.mdx',
    words: [400, 500],
    code: [0, 0],
    diagrams: ['understanding/tangled-vs-one-way'],
  },
  {
    file: 'understanding/thinking-in-redux/three-principles.mdx',
    words: [400, 500],
    code: [3, 3],
    diagrams: ['understanding/three-principles'],
  },
  {file: 'understanding/thinking-in-redux/glossary.mdx', words: [600, 960], code: [8, 10], diagrams: []},
  // The plan allows these two to stretch for the topics they absorb (History of Redux, Writing Custom Middleware).
  {
    file: 'understanding/history-and-design/prior-art.mdx',
    words: [660, 1300],
    code: [0, 1],
    diagrams: ['understanding/redux-timeline', 'understanding/flux-vs-redux'],
  },
  {
    file: 'understanding/history-and-design/middleware.mdx',
    words: [1200, 2200],
    code: [12, 14],
    diagrams: ['understanding/middleware-layers'],
  },
  {file: 'style-guide/index.mdx', words: [3400, 5440], code: [8, 10], diagrams: ['style-guide/request-status-machine']},
];

const root = path.resolve(__dirname, '../..');
const source = (file: string) => readFileSync(path.join(root, 'docs', file), 'utf8');

describe('the usage guides, Structuring Reducers, Understanding and the style guide, against their plans', () => {
  it('are all written', () => {
    expect(plans.filter(({file}) => !existsSync(path.join(root, 'docs', file))).map(({file}) => file)).toEqual([]);
  });

  it.each(plans)('$file: its length is within the plan’s range', ({file, words: [min, max]}) => {
    const count = pageWords(source(file));
    expect(count, `${count} words`).toBeGreaterThanOrEqual(min);
    expect(count, `${count} words`).toBeLessThanOrEqual(max);
  });

  // "Near the plan's": within two blocks of its range (tabs of one command count once each).
  it.each(plans)('$file: its number of code blocks is near the plan’s', ({file, code: [min, max]}) => {
    const count = extractCodeBlocks(source(file)).length;
    expect(count, `${count} code blocks`).toBeGreaterThanOrEqual(Math.max(0, min - 2));
    expect(count, `${count} code blocks`).toBeLessThanOrEqual(max + 2);
  });

  it('mark at most 5% of their code blocks as fragments', () => {
    const blocks = plans.flatMap(({file}) => extractCodeBlocks(source(file)));
    const fragments = blocks.filter((block) => parseMeta(block.meta).fragment);
    expect(fragments.length / blocks.length).toBeLessThanOrEqual(0.05);
  });

  it.each(plans.filter(({diagrams}) => diagrams.length > 0))(
    '$file: draws the diagrams its plan names',
    ({file, diagrams}) => {
      const page = source(file);
      for (const diagram of diagrams) {
        const imported = new RegExp(`^import (\\w+) from '@site/static/img/${diagram}\\.svg';$`, 'm').exec(page);
        expect(imported, `${diagram}.svg is imported`).not.toBeNull();
        // role and titleId, or the optimised SVG loses its role and the link to its <title>.
        expect(page, `${diagram}.svg is rendered as a named image`).toMatch(
          new RegExp(`<${imported![1]} role="img" titleId="[\\w-]+" className="diagram"[^>]*/>`),
        );
      }
    },
  );
});

describe('what issue 10 asks the pages to say', () => {
  it('the server-rendering guide says which Next.js versions its App Router APIs belong to, and that its Redux code runs without Next.js in tests', () => {
    const section = source('usage/server-rendering.mdx').split('## Next.js App Router')[1] ?? '';
    const opening = section.split('\n\n')[1] ?? '';
    // The example tests the Redux code without Next.js, so no Next.js version was exercised
    expect(opening).toMatch(/tested without Next\.js/);
    expect(opening).toMatch(/Next\.js \d+ and \d+/);
  });
});

describe('their diagrams follow the site’s rules for pictures (CONTRIBUTING.md)', () => {
  const files = [...new Set(plans.flatMap(({diagrams}) => diagrams))];

  it.each(files)('%s.svg: an image named by its <title>, sized by its viewBox, drawn in theme colours', (diagram) => {
    const svg = readFileSync(path.join(root, 'static/img', `${diagram}.svg`), 'utf8');
    const open = /<svg\b[^>]*>/.exec(svg)![0];
    expect(open).toMatch(/\brole="img"/);
    expect(open).toMatch(/\bviewBox="[\d. ]+"/);
    expect(open, 'no fixed width').not.toMatch(/\swidth=/);
    // The <title> comes first and says in words what the picture shows: it is the alt text.
    const title = /^\s*<title>([^<]+)<\/title>/.exec(svg.slice(svg.indexOf(open) + open.length));
    expect(title?.[1]?.split(/\s+/).length ?? 0, 'words in the <title>').toBeGreaterThanOrEqual(15);
    // Colours come from the page (currentColor) or the theme's variables, so both modes read.
    const colours = [...svg.matchAll(/\b(?:fill|stroke|color|stop-color)="([^"]*)"/g)].map((match) => match[1]);
    expect(colours.filter((colour) => !/^(currentColor|none|var\(--ifm-[\w-]+\))$/.test(colour!))).toEqual([]);
    expect(svg, 'no hard-coded colours').not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(/i);
    // The SVG optimiser renames ids, which would break references.
    expect(svg).not.toMatch(/\sid="/);
  });
});

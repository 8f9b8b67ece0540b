import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docExists} from '../../config/docExists';
import {deadLinks, unlinkedMentions, unwrittenPromises, type Problem} from './pageMentions';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');

/** Every docs page: its file (relative to docs/), source and route. */
function docsPages(dir = docsDir): Array<{file: string; source: string; route: string}> {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docsPages(full);
    if (!/\.mdx?$/.test(entry.name)) return [];
    const file = path.relative(docsDir, full);
    const source = readFileSync(full, 'utf8');
    const slug = /^---\n[\s\S]*?^slug: (\S+)$[\s\S]*?^---$/m.exec(source)?.[1];
    const route = slug ?? `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
    return [{file, source, route: route.replace(/\/$/, '') || '/'}];
  });
}

const pages = docsPages();
const docRoutes = new Set(pages.map(({route}) => route));
/** Routes that are not docs: the React pages in src/pages and the search page of the theme. */
const otherRoutes = new Set(['/', '/search', ...readdirSync(path.join(root, 'src/pages')).filter((name) => /^[a-z][\w-]*\.tsx$/.test(name) && name !== 'index.tsx').map((name) => `/${name.replace(/\.tsx$/, '')}`)]);
const routeExists = (route: string) => docRoutes.has(route) || otherRoutes.has(route) || (route.startsWith('/img/') && existsSync(path.join(root, 'static', route)));

const report = (problems: Array<Problem & {file: string}>) => problems.map(({file, line, message}) => `docs/${file}:${line} ${message}`);

describe('pages the docs promise', () => {
  it('every internal link reaches a page that exists', () => {
    expect(report(pages.flatMap(({file, source}) => deadLinks(source, routeExists).map((problem) => ({...problem, file}))))).toEqual([]);
  });

  it('no sentence names a usage guide, Understanding page, style guide or tutorial that has no page', () => {
    expect(report(pages.flatMap(({file, source}) => unwrittenPromises(source, docExists).map((problem) => ({...problem, file}))))).toEqual([]);
  });

  it('the introduction, API, FAQ and Redux Toolkit pages link the pages they name', () => {
    const reference = pages.filter(({file}) => /^(introduction|api|faq|redux-toolkit)\//.test(file));
    expect(reference.length).toBeGreaterThan(25);
    expect(report(reference.flatMap(({file, source, route}) => unlinkedMentions(source, route, docExists).map((problem) => ({...problem, file}))))).toEqual([]);
  });
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
    for (const sentence of before) expect(unwrittenPromises(`# Page\n\n${sentence}\n`, noGuidesYet), sentence).not.toEqual([]);
    expect(unwrittenPromises('The [undo history guide](/usage/implementing-undo-history) builds one.\n', noGuidesYet)).toHaveLength(1);
  });

  it('catch a link to a page that has no doc, and accept one that has', () => {
    expect(deadLinks('See [the guide](/usage/writing-tests#setup).\n', (route) => route !== '/usage/writing-tests')).toHaveLength(1);
    expect(deadLinks('See [the guide](/usage/writing-tests#setup).\n', () => true)).toEqual([]);
  });

  it('leave alone sentences that name no page of the site', () => {
    for (const sentence of [
      '`tiged` copies a folder of a GitHub repository; older guides use `npx degit` with the same path.',
      '- **Modern**: [Redux Toolkit: Usage Guide](https://redux-toolkit.js.org/usage/usage-guide) (Redux maintainers).',
      'It ties the module to one store, which breaks tests and server rendering.',
    ]) expect(unwrittenPromises(`${sentence}\n`, () => false), sentence).toEqual([]);
  });

  it('ask for a link where a written page is named, and accept a link to any part of a tutorial', () => {
    expect(unlinkedMentions('Follow the **Redux Essentials** tutorial.\n', '/introduction', () => true)).toHaveLength(1);
    expect(unlinkedMentions('Follow [Redux Essentials, Part 3](/tutorials/essentials/part-3-data-flow).\n', '/introduction', () => true)).toEqual([]);
    expect(unlinkedMentions('Use the TypeScript Quick Start.\n', '/introduction', () => true).map(({message}) => message.split(',')[0])).toEqual(['names /tutorials/typescript-quick-start without linking it: "Use the TypeScript Quick Start."']);
    expect(unlinkedMentions('## Quick Start counter\n', '/introduction/examples', () => true)).toEqual([]);
  });
});

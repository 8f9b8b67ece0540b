import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {applyDiff} from './applyDiff';
import {makeDiff} from './makeDiff';
import {javascriptFile, javascriptName} from './javascriptFile';
import {diffTwins, resolveSampleBase, type PageBlock} from './diffTwins';
import remarkJavaScriptTwins from './remarkJavaScriptTwins';
import {toMarkdown} from '../page-markdown/toMarkdown';
import {extractCodeBlocks} from '../../scripts/samples/extract';

/**
 * The JavaScript twins of the tutorials' step-by-step `diff` blocks (plugins/javascript-twins:
 * diffTwins.ts, makeDiff.ts, javascriptFile.ts): each is the diff between the JavaScript of the
 * file before and after the step, in the tutorials' diff format, and applies where it is shown.
 */
const root = path.resolve(__dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'diff-twins-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

describe('makeDiff', () => {
  it('writes hunks of two context lines, removed lines before added ones, that apply to give the new file', () => {
    const before = [
      'import a from "a"',
      '',
      'one()',
      'two()',
      'three()',
      'four()',
      'five()',
      'six()',
      'seven()',
      '',
    ].join('\n');
    const after = [
      'import a from "a"',
      '',
      'one()',
      'TWO()',
      'three()',
      'four()',
      'five()',
      'six()',
      'seven()',
      'eight()',
      '',
    ].join('\n');
    const diff = makeDiff(before, after);
    expect(diff).toBe(
      [' ', ' one()', '-two()', '+TWO()', ' three()', ' four()', '@@', ' six()', ' seven()', '+eight()'].join('\n'),
    );
    expect(applyDiff(before, diff, 'test')).toBe(after);
  });

  it('widens a hunk whose lines occur elsewhere in the file until it applies in one place only', () => {
    const block = ['  {', '    done: false,', '  },'];
    const before = ['const first = [', ...block, ']', 'const second = [', ...block, ']', ''].join('\n');
    const after = before.replace(/(const second = \[\n {2}\{\n {4}done: )false/, '$1true');
    const diff = makeDiff(before, after);
    expect(diff).toContain('const second');
    expect(applyDiff(before, diff, 'test')).toBe(after);
  });

  it('is empty when nothing changed', () => {
    expect(makeDiff('a\nb\n', 'a\nb\n')).toBe('');
  });
});

describe('javascriptFile', () => {
  it('is the twin of a file with types, the file itself without, and empty for types alone', async () => {
    expect(await javascriptFile('export const a: number = 1;\n', 'ts')).toBe('export const a = 1\n');
    expect(await javascriptFile('export const a = 1;\n', 'ts')).toBe('export const a = 1;\n');
    expect(await javascriptFile('export interface A {\n  a: number\n}\n', 'ts')).toBe('');
    expect(javascriptName('src/App.tsx')).toBe('src/App.jsx');
    expect(javascriptName('src/store.ts')).toBe('src/store.js');
    expect(javascriptName('src/env.d.ts')).toBe('src/env.d.ts');
  });
});

describe('diffTwins', () => {
  const base = path.join(work, 'base');
  mkdirSync(path.join(base, 'src'), {recursive: true});
  writeFileSync(
    path.join(base, 'src/count.ts'),
    ['export interface Counter {', '  value: number', '}', '', 'export const start: Counter = { value: 0 }', ''].join(
      '\n',
    ),
  );
  const diff = (title: string, code: string, meta = ''): PageBlock => ({
    lang: 'diff',
    meta: `title="${title}"${meta}`,
    code,
  });

  it('gives a diff of a TypeScript file the diff of its JavaScript, titled with the JavaScript file', async () => {
    const step = diff(
      'src/count.ts',
      [
        ' export const start: Counter = { value: 0 }',
        '+export const twice = (counter: Counter) => counter.value * 2',
      ].join('\n'),
    );
    const [twin] = await diffTwins([step], {baseDir: base});
    expect(twin).toEqual({
      kind: 'diff',
      title: 'src/count.js',
      diff: [' export const start = { value: 0 }', '+export const twice = (counter) => counter.value * 2'].join('\n'),
    });
  });

  it('calls a step that changes only types types-only', async () => {
    const step = diff(
      'src/count.ts',
      [' export interface Counter {', '   value: number', '+  label?: string', ' }'].join('\n'),
    );
    expect(await diffTwins([step], {baseDir: base})).toEqual([{kind: 'types-only', title: 'src/count.ts'}]);
  });

  it('follows the page: a later diff changes the file as the page’s earlier blocks left it', async () => {
    const blocks: PageBlock[] = [
      {lang: 'ts', meta: 'title="src/count.ts"', code: 'export const start: number = 0\n'},
      diff('src/count.ts', '-export const start: number = 0\n+export const start: number = 1'),
      diff('src/count.ts', '-export const start: number = 1\n+export const start: number = 2'),
    ];
    const twins = await diffTwins(blocks, {baseDir: base});
    expect(twins[0]).toBeUndefined();
    expect(twins.slice(1)).toEqual([
      {kind: 'diff', title: 'src/count.js', diff: '-export const start = 0\n+export const start = 1'},
      {kind: 'diff', title: 'src/count.js', diff: '-export const start = 1\n+export const start = 2'},
    ]);
  });

  it('gives no twin to a ts-only diff, a diff of a JavaScript file or a block that is not a diff', async () => {
    writeFileSync(path.join(base, 'src/plain.js'), 'export const a = 1\n');
    const twins = await diffTwins(
      [
        diff(
          'src/count.ts',
          ['-export const start: Counter = { value: 0 }', '+export const start: Counter = { value: 1 }'].join('\n'),
          ' ts-only',
        ),
        diff('src/plain.js', '-export const a = 1\n+export const a = 2'),
        {lang: 'bash', meta: '', code: 'npm test'},
      ],
      {baseDir: base},
    );
    expect(twins).toEqual([undefined, undefined, undefined]);
  });

  it('fails, naming the page and the file, on a diff of a file the reader does not have or that does not apply', async () => {
    await expect(diffTwins([diff('src/missing.ts', '+a')], {baseDir: base, where: 'page.mdx'})).rejects.toThrow(
      /page\.mdx: a diff for src\/missing\.ts, which neither/,
    );
    await expect(
      diffTwins([diff('src/count.ts', '-no such line\n+a')], {baseDir: base, where: 'page.mdx'}),
    ).rejects.toThrow(/page\.mdx: the diff for src\/count\.ts: the diff does not apply/);
    expect(() => resolveSampleBase('examples/no-such-app', path.join(root, 'docs/page.mdx'))).toThrow(
      /sample_base examples\/no-such-app does not exist/,
    );
  });
});

describe('the diff twins on the site', () => {
  const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}`;
  const mdxFile = path.join(root, 'docs/tutorials/essentials/a-page.mdx');
  const steps = [
    '```diff title="src/count.ts"',
    ' export const start: Counter = { value: 0 }',
    '+export const twice = (counter: Counter) => counter.value * 2',
    '```',
    '',
    '```diff title="src/count.ts"',
    ' export interface Counter {',
    '   value: number',
    '+  label?: string',
    ' }',
    '```',
    '',
  ].join('\n');

  type Node = {
    type: string;
    name?: string;
    lang?: string;
    meta?: string;
    value?: string;
    attributes?: Array<{name: string; value: unknown}>;
    children?: Node[];
  };
  it('shows each diff with its twin as TypeScript / JavaScript tabs, a types-only step with a sentence', async () => {
    const base = path.relative(root, path.join(work, 'base'));
    const tree = unified().use(remarkParse).use(remarkMdx).parse(steps) as unknown as Node;
    await remarkJavaScriptTwins()(tree as never, {data: {frontMatter: {sample_base: base}}, path: mdxFile});
    const pairs = tree.children!.filter((node) => node.name === 'LanguageTabs');
    expect(pairs).toHaveLength(2);
    expect(pairs[0]!.children!.map((node) => [node.lang, node.meta])).toEqual([
      ['diff', 'title="src/count.ts"'],
      ['diff', 'title="src/count.js"'],
    ]);
    // The diff's JavaScript is drawn when shown (LanguageTabs' deferJavaScript: its line count); the sentence is not deferred.
    expect(pairs[0]!.attributes).toEqual([expect.objectContaining({name: 'deferJavaScript', value: '2'})]);
    expect(pairs[1]!.attributes).toEqual([]);
    expect(pairs[1]!.children![1]!.type).toBe('paragraph');
    expect(JSON.stringify(pairs[1]!.children![1])).toContain(
      'Nothing to change in JavaScript: this step changes only the types in',
    );
    expect(tree.children![0]!.type).toBe('mdxjsEsm');
  });

  it('the page’s Markdown shows them the same way, under their labels', async () => {
    const base = path.relative(root, path.join(work, 'base'));
    const markdown = await toMarkdown({
      source: page(`sample_base: ${base}`, steps),
      title: 'A page',
      frontMatter: {sample_base: base},
      file: mdxFile,
      staticDir: path.join(root, 'static'),
      baseUrl: '/',
    });
    expect(markdown).toContain(
      [
        '**JavaScript**',
        '',
        '```diff title="src/count.js"',
        ' export const start = { value: 0 }',
        '+export const twice = (counter) => counter.value * 2',
        '```',
      ].join('\n'),
    );
    expect(markdown).toContain('Nothing to change in JavaScript: this step changes only the types in `src/count.ts`.');
  });

  it('a page with javascript_twins: false keeps its diffs in TypeScript alone', async () => {
    const tree = unified().use(remarkParse).use(remarkMdx).parse(steps) as unknown as Node;
    await remarkJavaScriptTwins()(tree as never, {data: {frontMatter: {javascript_twins: false}}, path: mdxFile});
    expect(tree.children!.some((node) => node.name === 'LanguageTabs')).toBe(false);
  });
});

describe('the Essentials tutorial', () => {
  const parts = [
    'part-3-data-flow',
    'part-4-using-data',
    'part-5-async-logic',
    'part-6-performance-normalization',
    'part-7-rtk-query-basics',
    'part-8-rtk-query-advanced',
  ];
  it(
    'every diff of a TypeScript file in Parts 3–8 has a JavaScript twin that applies to the JavaScript of its file',
    {timeout: 300_000},
    async () => {
      let total = 0;
      for (const part of parts) {
        const file = path.join(root, 'docs/tutorials/essentials', `${part}.mdx`);
        const source = readFileSync(file, 'utf8');
        const blocks = extractCodeBlocks(source);
        const base = resolveSampleBase(/^sample_base:\s*(\S+)\s*$/m.exec(source)?.[1], file);
        const twins = await diffTwins(blocks, {baseDir: base, where: file});
        const diffs = blocks
          .map((block, index) => ({block, twin: twins[index]}))
          .filter(({block}) => block.lang === 'diff' && /title="[^"]+\.tsx?"/.test(block.meta));
        expect(diffs.length, `${part}: diffs of TypeScript files`).toBeGreaterThan(0);
        for (const {block, twin} of diffs) expect(twin, `${part}:${block.line} has a JavaScript twin`).toBeDefined();
        total += diffs.length;
      }
      // The tutorial replay (tests/tutorial-steps) applies each twin where the page shows it.
      expect(total).toBeGreaterThanOrEqual(80);
    },
  );
});

import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {toJavaScript} from './toJavaScript';
import remarkJavaScriptTwins, {twinMeta, wantsTwin} from './remarkJavaScriptTwins';
import {javascriptProject} from '../../scripts/samples/twins';
import {runSamples} from '../../scripts/samples/runBlocks';
import type {SampleFile} from '../../scripts/samples/project';

/**
 * The JavaScript twins (plugins/javascript-twins): generated from each TypeScript sample at build
 * time, types erased, comments and blank lines kept, in the site's code style; samples marked
 * `ts-only`, fragments and pages with `javascript_twins: false` keep TypeScript alone.
 */
describe('toJavaScript', () => {
  it('erases the types and keeps comments, blank lines and the site’s style', async () => {
    const typescript = [
      "import { createSlice, type PayloadAction } from '@reduxjs/toolkit'",
      '',
      'interface CounterState {',
      '  value: number',
      '}',
      '',
      '// Starts at zero',
      'const initialState: CounterState = { value: 0 }',
      '',
      'export const counterSlice = createSlice({',
      "  name: 'counter',",
      '  initialState,',
      '  reducers: {',
      '    /** Adds the amount in the payload */',
      '    incrementedBy(state, action: PayloadAction<number>) {',
      '      state.value += action.payload // Immer makes this safe',
      '    },',
      '  },',
      '})',
    ].join('\n');
    expect(await toJavaScript(typescript, 'ts')).toBe(
      [
        "import { createSlice } from '@reduxjs/toolkit'",
        '',
        '// Starts at zero',
        'const initialState = { value: 0 }',
        '',
        'export const counterSlice = createSlice({',
        "  name: 'counter',",
        '  initialState,',
        '  reducers: {',
        '    /** Adds the amount in the payload */',
        '    incrementedBy(state, action) {',
        '      state.value += action.payload // Immer makes this safe',
        '    },',
        '  },',
        '})',
      ].join('\n'),
    );
  });

  it('keeps JSX in a tsx sample', async () => {
    const tsx = 'export function Count({ value }: { value: number }) {\n  return <p className="count">{value}</p>\n}\n';
    expect(await toJavaScript(tsx, 'tsx')).toBe(
      'export function Count({ value }) {\n  return <p className="count">{value}</p>\n}',
    );
  });

  it('leaves the text of a template literal exactly as it was, blank and space-only lines included', async () => {
    const typescript = 'const banner: string = `one\n  \n\ntwo`\nconsole.log(banner)\n';
    const javascript = await toJavaScript(typescript, 'ts');
    expect(javascript).toBe('const banner = `one\n  \n\ntwo`\nconsole.log(banner)');
    // What the twin prints is what the TypeScript prints.
    expect(/`[\s\S]*`/.exec(javascript!)![0]).toBe(/`[\s\S]*`/.exec(typescript)![0]);
  });

  it('gives no twin to a sample that has no TypeScript syntax, or nothing but types', async () => {
    expect(
      await toJavaScript('const total = [1, 2].reduce((sum, n) => sum + n, 0)\nconsole.log(total)\n', 'ts'),
    ).toBeUndefined();
    expect(
      await toJavaScript('export interface Todo {\n  id: number\n}\n\nexport type TodoId = Todo["id"]\n', 'ts'),
    ).toBeUndefined();
  });

  it('fails on TypeScript it cannot erase, naming the problem', async () => {
    await expect(toJavaScript('const broken: = 1\n', 'ts')).rejects.toThrow(/cannot erase the types|expected/i);
  });
});

describe('which samples get a twin', () => {
  it('every ts and tsx sample, except those marked ts-only and fragments', () => {
    expect(wantsTwin('ts', 'title="src/app/store.ts"')).toBe(true);
    expect(wantsTwin('tsx', null)).toBe(true);
    expect(wantsTwin('ts', 'ts-only')).toBe(false);
    expect(wantsTwin('ts', 'title="src/types.ts" ts-only')).toBe(false);
    expect(wantsTwin('ts', 'fragment')).toBe(false);
    expect(wantsTwin('js', null)).toBe(false);
    // A word inside the title is not a marker.
    expect(wantsTwin('ts', 'title="ts-only.ts"')).toBe(true);
  });

  it('the twin’s title names the JavaScript file', () => {
    expect(twinMeta('title="src/app/store.ts" run')).toBe('title="src/app/store.js" run');
    expect(twinMeta("title='src/App.tsx'")).toBe("title='src/App.jsx'");
  });
});

describe('where the site opts out', () => {
  const docsDir = path.join(__dirname, '../../docs');
  const pages = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx'));
  /** Pages about TypeScript itself, where a JavaScript twin would teach nothing. */
  const aboutTypeScript = ['usage/usage-with-typescript.mdx'];

  it('only pages about TypeScript itself turn their twins off', () => {
    const optedOut = pages.filter((file) =>
      /^javascript_twins:\s*false\s*$/m.test(readFileSync(path.join(docsDir, file), 'utf8').split(/^---$/m)[1] ?? ''),
    );
    expect(optedOut.sort()).toEqual(aboutTypeScript);
  });

  it('a sample marked ts-only is about types: it declares or uses types and runs nothing', () => {
    for (const file of pages) {
      const source = readFileSync(path.join(docsDir, file), 'utf8');
      for (const [, meta = '', code = ''] of source.matchAll(/^```tsx?([^\n]*)\n([\s\S]*?)^```/gm)) {
        if (!/(^|\s)ts-only(\s|$)/.test(meta)) continue;
        expect(/\b(type|interface)\b|: [A-Z]|<[A-Z]\w*>/.test(code), `${file}: ts-only sample without types`).toBe(
          true,
        );
        expect(/(^|\s)run(\s|$)/.test(meta), `${file}: a runnable ts-only sample`).toBe(false);
      }
    }
  });
});

describe('remarkJavaScriptTwins', () => {
  type Node = {type: string; name?: string; lang?: string; children?: Node[]};
  async function transform(mdx: string, frontMatter: Record<string, unknown> = {}): Promise<Node> {
    const processor = unified().use(remarkParse).use(remarkMdx);
    const tree = processor.parse(mdx) as unknown as Node;
    await remarkJavaScriptTwins()(tree as never, {data: {frontMatter}, path: 'page.mdx'});
    return tree;
  }
  const sample =
    '```ts title="src/a.ts"\nexport const a: number = 1\n```\n\n```ts ts-only\nexport const b: number = 2\n```\n';

  it('shows a sample and its twin as one pair of tabs, and leaves a ts-only sample alone', async () => {
    const tree = await transform(sample);
    const pairs = tree.children!.filter((node) => node.name === 'LanguageTabs');
    expect(pairs).toHaveLength(1);
    expect(pairs[0]!.children!.map((node) => node.lang)).toEqual(['ts', 'js']);
    expect(tree.children!.filter((node) => node.type === 'code').map((node) => node.lang)).toEqual(['ts']);
    expect(tree.children![0]!.type).toBe('mdxjsEsm');
  });

  it('adds nothing to a page with javascript_twins: false', async () => {
    const tree = await transform(sample, {javascript_twins: false});
    expect(tree.children!.some((node) => node.name === 'LanguageTabs' || node.type === 'mdxjsEsm')).toBe(false);
  });
});

describe('the sample checker’s JavaScript project (scripts/samples/twins.ts)', () => {
  const file = (name: string, code: string, run = false): SampleFile => ({
    name,
    code,
    source: {file: 'page.mdx', line: 3},
    run,
    typeCheck: true,
    twin: true,
  });

  it('runs each runnable twin, which must print what its TypeScript says', async () => {
    const printer = file(
      'banner.ts',
      'const banner: string = `one\n  \ntwo`\nconsole.log(JSON.stringify(banner))\n// prints: "one\\n  \\ntwo"\n',
      true,
    );
    const {files, problems} = await javascriptProject([printer]);
    expect(problems).toEqual([]);
    expect(files[0]!.name).toBe('banner.js');
    expect(files[0]!.code).not.toContain(': string');
    expect(files[0]!.prints).toEqual(['"one\\n  \\ntwo"']);
    const dir = mkdtempSync(path.join(tmpdir(), 'twins-'));
    try {
      expect(await runSamples(dir, 'page.mdx', files)).toEqual([]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('reports a TypeScript block that has no twin, with the block’s line', async () => {
    const {problems} = await javascriptProject([file('broken.ts', 'const broken: = 1\n')]);
    expect(problems).toEqual([
      expect.objectContaining({file: 'page.mdx', line: 3, message: expect.stringMatching(/^no JavaScript twin/)}),
    ]);
  });
});

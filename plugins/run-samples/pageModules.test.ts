import {describe, expect, it} from 'vitest';
import {pageRun} from './pageModules';
import type {PackageBundle} from './packages';
import type {RunManifest} from './client/manifest';

const bundle: PackageBundle = {
  files: new Map(),
  entries: new Map([['redux', 'redux-abc.js']]),
  closure: new Map([['redux-abc.js', ['redux-abc.js', 'shared-def.js']]]),
};

const fence = '```';
const page = [
  '---',
  'title: A page',
  '---',
  '',
  `${fence}ts title="src/start.ts"`,
  'export interface Counter {',
  '  value: number',
  '}',
  'export const start: Counter = { value: 1 }',
  fence,
  '',
  `${fence}ts run`,
  "import { legacy_createStore } from 'redux'",
  "import { start } from './src/start'",
  '',
  "type Action = { type: 'up' }",
  'const store = legacy_createStore((state = start, _action: Action) => state)',
  'console.log(store.getState())',
  '// prints: { value: 1 }',
  fence,
  '',
].join('\n');

describe('pageRun', () => {
  it('compiles a run block and the page files it imports, in TypeScript and JavaScript, with package imports pointing to the bundle', async () => {
    const run = (await pageRun(
      process.cwd(),
      'docs/page.mdx',
      page,
      bundle,
      '/run-samples/packages/',
      '/run-samples/worker/w.js',
    ))!;
    expect(run.folder).toMatch(/^[0-9a-f]{16}$/);
    expect(run.blocks).toHaveLength(1);
    const {entries, code} = run.blocks[0]!;
    expect(code.split('\n')[0]).toBe("import { legacy_createStore } from 'redux'");
    expect(entries).toEqual({ts: 'ts/__block_L13.js', js: 'js/__block_L13.js'});
    const module = run.files.get('ts/__block_L13.js')!;
    expect(module).toContain("from '/run-samples/packages/redux-abc.js'");
    expect(module).toContain("from './src/start.js'");
    expect(module).not.toContain('type Action');
    expect(run.files.get('ts/src/start.js')).toContain('export const start = { value: 1 }');
    const manifest = JSON.parse(run.files.get('manifest.json')!) as RunManifest;
    expect(manifest.worker).toBe('/run-samples/worker/w.js');
    // What an edited block's package imports are pointed to.
    expect(manifest.packages.redux).toBe('/run-samples/packages/redux-abc.js');
    expect(manifest.entries['ts/__block_L13.js']).toEqual({
      expected: ['{ value: 1 }'],
      files: [
        'ts/src/start.js',
        'ts/__block_L13.js',
        '/run-samples/packages/redux-abc.js',
        '/run-samples/packages/shared-def.js',
      ],
    });
    // Each compiled line knows its line in the block as the reader sees it.
    const logLine = module.split('\n').findIndex((line) => line.includes('console.log'));
    expect(manifest.modules['ts/__block_L13.js']!.lines[logLine]).toBe(6);
    expect(manifest.modules['ts/src/start.js']!.source).toBe('src/start.ts');
    expect(run.files.get('js/__block_L13.js')).toContain("from './src/start.js'");
  });

  it('names the import a browser cannot run', async () => {
    const other = page.replace("from 'redux'", "from 'redux-saga'");
    const run = (await pageRun(
      process.cwd(),
      'docs/page.mdx',
      other,
      bundle,
      '/run-samples/packages/',
      '/run-samples/worker/w.js',
    ))!;
    expect(run.blocks[0]!.unsupported).toBe(
      '__block_L13.ts imports redux-saga, which the browser runner does not bundle',
    );
  });

  it('has nothing to do for a page without run blocks', async () => {
    expect(
      await pageRun(process.cwd(), 'docs/page.mdx', page.replace('ts run', 'ts'), bundle, '/', '/w.js'),
    ).toBeUndefined();
  });
});

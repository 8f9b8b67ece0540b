import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import type {CurrentBundler} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {replaceModule, type ModuleReplacement} from './replaceModule';

const dir = mkdtempSync(path.join(tmpdir(), 'replace-module-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));
writeFileSync(path.join(dir, 'entry.js'), "import {say} from './original';\nconsole.log(say);\n");
writeFileSync(path.join(dir, 'original.js'), "export const say = 'original';\n");
writeFileSync(path.join(dir, 'standIn.js'), "export const say = 'stand-in';\n");

const bundler = {name: 'rspack', instance: rspack} as unknown as CurrentBundler;

/** Bundles entry.js with one replacement; resolves to the bundle's text, or the build's errors. */
function bundle(replacement: ModuleReplacement): Promise<{code?: string; errors: string[]}> {
  const out = mkdtempSync(path.join(dir, 'out-'));
  const compiler = rspack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './entry.js',
    output: {path: out, filename: 'bundle.js'},
    plugins: [replaceModule(bundler, replacement)],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || !stats) return reject(error);
      const errors = stats.toJson({all: false, errors: true}).errors?.map((entry) => entry.message) ?? [];
      resolve({errors, code: errors.length ? undefined : readFileSync(path.join(out, 'bundle.js'), 'utf8')});
    });
  });
}

describe('replaceModule', () => {
  it('swaps the matching import for the stand-in', async () => {
    const result = await bundle({name: 'test: original', request: /^\.\/original$/, by: path.join(dir, 'standIn.js')});
    expect(result.errors).toEqual([]);
    expect(result.code).toContain("'stand-in'");
    expect(result.code).not.toContain("'original'");
  });

  it('fails the build, naming itself, when no import matched', async () => {
    const result = await bundle({name: 'test: moved module', request: /^\.\/moved$/, by: path.join(dir, 'standIn.js')});
    expect(result.errors.join('\n')).toMatch(
      /test: moved module: replaced nothing\. No import matched \/\^\\\.\\\/moved\$\//,
    );
    expect(result.errors.join('\n')).toContain('Upgrading Docusaurus');
  });

  it('fails the build when every match is turned down by `where`', async () => {
    const result = await bundle({
      name: 'test: elsewhere',
      request: /^\.\/original$/,
      where: (request) => request.context?.includes('node_modules') ?? false,
      by: path.join(dir, 'standIn.js'),
    });
    expect(result.errors.join('\n')).toContain('test: elsewhere: replaced nothing');
  });
});

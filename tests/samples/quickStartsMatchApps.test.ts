import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, parseMeta} from '../../scripts/samples/extract';

/**
 * The Quick Start says its blocks are the files of its example app. The last version of every
 * titled block (a file can grow over a page) must be a file that exists in the app, and equal to it; a block shortened where a comment says so
 * ("(Shortened: …)") must hold the file's lines in the same order, minus the parts it left out.
 * (The TypeScript Quick Start's files are complete files of its own, built by
 * typescriptQuickStartCompiles.test.ts.)
 */
const root = path.resolve(__dirname, '../..');
const pages = [{page: 'docs/tutorials/quick-start.mdx', app: 'examples/quick-start-js'}];
const trimBlankLines = (text: string) => text.replace(/^(\s*\n)+/, '').replace(/(\n\s*)+$/, '');

describe('the quick starts show their example apps’ real files', () => {
  for (const {page, app} of pages) {
    it(`${page}: every titled block is the file in ${app}`, () => {
      const lastVersions = new Map<string, ReturnType<typeof extractCodeBlocks>[number]>();
      for (const block of extractCodeBlocks(readFileSync(path.join(root, page), 'utf8'))) {
        const {title} = parseMeta(block.meta);
        if (title !== undefined) lastVersions.set(title, block);
      }
      const blocks = [...lastVersions].map(([title, block]) => ({block, meta: {title}}));
      expect(blocks.length).toBeGreaterThan(0);
      for (const {block, meta} of blocks) {
        const file = path.join(root, app, meta.title!);
        expect(existsSync(file), `${meta.title} exists in ${app}`).toBe(true);
        const actual = readFileSync(file, 'utf8');
        if (!/\(Shortened/.test(block.code)) {
          expect(trimBlankLines(block.code), `${meta.title} on ${page}`).toBe(trimBlankLines(actual));
          continue;
        }
        const appLines = actual.split('\n');
        let at = 0;
        for (const line of block.code.split('\n')) {
          if (line.trim() === '' || /\(Shortened/.test(line)) continue;
          const found = appLines.indexOf(line, at);
          expect(found, `${meta.title}: "${line}" is in the app's file, in this order`).toBeGreaterThanOrEqual(0);
          at = found + 1;
        }
      }
    });
  }
});

import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, parseMeta} from '../../scripts/samples/extract';

const root = path.resolve(__dirname, '../..');
const trailmates = 'examples/trailmates';

/**
 * Each Essentials page builds its example app up to a checkpoint: the last complete (not
 * `fragment`) version of every file a page shows must be that file of the page's checkpoint,
 * byte for byte, so a reader who follows the parts ends up with the app in examples/.
 */
const pages: Array<{page: string; app: string}> = [
  {page: 'part-2-app-structure', app: 'examples/counter-ts'},
  {page: 'part-3-data-flow', app: `${trailmates}/checkpoints/part-3`},
  {page: 'part-4-using-data', app: `${trailmates}/checkpoints/part-4`},
  {page: 'part-5-async-logic', app: `${trailmates}/checkpoints/part-5`},
  {page: 'part-6-performance-normalization', app: `${trailmates}/checkpoints/part-6`},
  {page: 'part-7-rtk-query-basics', app: `${trailmates}/checkpoints/part-7`},
  {page: 'part-8-rtk-query-advanced', app: trailmates},
];

const trimBlankLines = (text: string) => text.replace(/^(\s*\n)+/, '').replace(/(\n\s*)+$/, '');

describe('the Essentials tutorial shows the example apps’ real code', () => {
  for (const {page, app} of pages) {
    const file = path.join(root, 'docs/tutorials/essentials', `${page}.mdx`);
    it.runIf(existsSync(file))(`${page}: every file it shows in full is the file in ${app}`, () => {
      const lastVersion = new Map<string, string>();
      for (const block of extractCodeBlocks(readFileSync(file, 'utf8'))) {
        const meta = parseMeta(block.meta);
        if (meta.title === undefined || meta.fragment || !/^(ts|tsx|js|jsx)$/.test(block.lang)) continue;
        lastVersion.set(meta.title, block.code);
      }
      expect(lastVersion.size, 'titled files on the page').toBeGreaterThan(0);
      for (const [title, code] of lastVersion) {
        const appFile = path.join(root, app, title);
        expect(existsSync(appFile), `${title} exists in ${app}`).toBe(true);
        expect(trimBlankLines(code), `${title} on ${page} differs from ${app}/${title}`).toBe(trimBlankLines(readFileSync(appFile, 'utf8')));
      }
    });
  }
});

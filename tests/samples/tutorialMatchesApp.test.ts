import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {applyDiff} from '../../scripts/samples/diff';
import {extractCodeBlocks, parseMeta} from '../../scripts/samples/extract';

const root = path.resolve(__dirname, '../..');
const trailmates = 'examples/trailmates';

/**
 * Each Essentials page builds its example app up to a checkpoint: every file a page shows, as it
 * stands after the page's last complete (not `fragment`) version of it and the `diff` blocks that
 * follow (a diff of a file the page never shows in full applies to the file of the page's
 * `sample_base`), must be that file of the page's checkpoint, byte for byte, so a reader who
 * follows the parts ends up with the app in examples/. (tests/tutorial-steps replays the pages in
 * full, commands included; this is the quick check.)
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
      const source = readFileSync(file, 'utf8');
      const base = /^sample_base:\s*(\S+)\s*$/m.exec(source)?.[1];
      const lastVersion = new Map<string, string>();
      for (const block of extractCodeBlocks(source)) {
        const meta = parseMeta(block.meta);
        if (meta.title === undefined || meta.fragment) continue;
        if (/^(ts|tsx|js|jsx)$/.test(block.lang)) {
          lastVersion.set(meta.title, block.code);
        } else if (block.lang === 'diff') {
          const baseFile = base ? path.join(root, base, meta.title) : '';
          const before =
            lastVersion.get(meta.title) ?? (existsSync(baseFile) ? readFileSync(baseFile, 'utf8') : undefined);
          if (before !== undefined)
            lastVersion.set(meta.title, applyDiff(before, block.code, `${page}.mdx:${block.line}`));
        }
      }
      expect(lastVersion.size, 'titled files on the page').toBeGreaterThan(0);
      for (const [title, code] of lastVersion) {
        const appFile = path.join(root, app, title);
        expect(existsSync(appFile), `${title} exists in ${app}`).toBe(true);
        expect(trimBlankLines(code), `${title} on ${page} differs from ${app}/${title}`).toBe(
          trimBlankLines(readFileSync(appFile, 'utf8')),
        );
      }
    });
  }
});

describe('samples that are not files of the app are tested in the app all the same', () => {
  it('Part 8’s pessimistic update is examples/trailmates/tests/pessimisticRevision.ts, which its test runs', () => {
    const page = readFileSync(path.join(root, 'docs/tutorials/essentials/part-8-rtk-query-advanced.mdx'), 'utf8');
    const sample = extractCodeBlocks(page).find((block) => block.code.includes('export const pessimisticApi'));
    expect(sample, 'the page shows the pessimistic update').toBeDefined();
    const module = readFileSync(path.join(root, trailmates, 'tests/pessimisticRevision.ts'), 'utf8');
    // The module starts with a comment that says where it comes from; the page's code starts at the first import.
    const code = module.slice(module.indexOf('import ')).replaceAll("'../src/", "'./src/");
    expect(trimBlankLines(sample!.code)).toBe(trimBlankLines(code));
  });
});

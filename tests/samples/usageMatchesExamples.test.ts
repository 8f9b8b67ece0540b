import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, parseMeta, sampleProjectDir} from '../../scripts/samples/extract';

const root = path.resolve(__dirname, '../..');

/**
 * Usage guides whose code is an example project's code: every titled block on the page is that
 * file of the project, byte for byte (blank lines at either end aside), so what the guide shows
 * is what the project's own tests run. A title is looked up in the project, then in its extra
 * folders (the server-rendering guide's Next.js files live in `nextjs/`).
 */
const pages: Array<{page: string; app: string; extraRoots?: string[]}> = [
  {page: 'docs/usage/writing-tests.mdx', app: 'examples/testing-game-library'},
  {page: 'docs/usage/server-rendering.mdx', app: 'examples/ssr-tram-departures', extraRoots: ['nextjs']},
  {page: 'docs/usage/implementing-undo-history.mdx', app: 'examples/undo-floor-plan'},
];

const trimBlankLines = (text: string) => text.replace(/^(\s*\n)+/, '').replace(/(\n\s*)+$/, '');

describe('usage guides show their example projects’ real code', () => {
  for (const {page, app, extraRoots = []} of pages) {
    const file = path.join(root, page);
    it.runIf(existsSync(file))(`${page}: every titled block is the file in ${app}`, () => {
      const source = readFileSync(file, 'utf8');
      expect(sampleProjectDir(source), 'the page’s sample_project front matter').toBe(app);
      const titled = extractCodeBlocks(source).filter(
        (block) => parseMeta(block.meta).title !== undefined && /^(ts|tsx|js|jsx)$/.test(block.lang),
      );
      expect(titled.length, 'titled blocks on the page').toBeGreaterThan(0);
      const titles = titled.map((block) => parseMeta(block.meta).title!);
      expect(new Set(titles).size, 'each file is shown once').toBe(titles.length);
      for (const block of titled) {
        const meta = parseMeta(block.meta);
        expect(meta.fragment, `${meta.title} is shown in full`).toBe(false);
        const candidates = ['.', ...extraRoots]
          .map((folder) => path.join(root, app, folder, meta.title!))
          .filter((candidate) => existsSync(candidate));
        expect(candidates.length, `${meta.title} exists exactly once in ${app}`).toBe(1);
        expect(trimBlankLines(block.code), `${meta.title} on the page differs from the example`).toBe(
          trimBlankLines(readFileSync(candidates[0]!, 'utf8')),
        );
      }
    });
  }
});

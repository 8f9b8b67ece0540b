import {spawn} from 'node:child_process';
import path from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {doc, fixtureBuildEnv, removeFixtureSite, writeFixtureSite} from './fixtureSite';

/*
 * `npm run check:page` on pages of small fixture sites (the real site cannot hold a broken page):
 * a clean page passes every step, and each kind of mistake fails the step that owns it. One site
 * holds the clean, the broken-sample and the inaccessible page (built once, then reused with
 * --no-build); the broken link needs a site of its own, since it fails the whole build. The
 * fixtures live under .cache/ so that the sample checker sees them inside the repository.
 */
const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, '.cache', 'check-page-fixtures');
const sites: string[] = [];
afterAll(() => sites.forEach((dir) => removeFixtureSite({dir})));

function site(docs: Record<string, string>): string {
  const dir = writeFixtureSite({docs}, fixtures);
  sites.push(dir);
  return dir;
}

/** Runs check:page without blocking the test worker (a build takes a while) and returns its exit code and output. */
function checkPage(dir: string, page: string, ...flags: string[]): Promise<{status: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/check-page.ts', '--site', dir, path.join(dir, 'docs', page), ...flags], {
      cwd: root,
      env: {...fixtureBuildEnv, CHECK_PAGE_PORT: '4197'},
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({status, output}));
  });
}

const summaryLine = (output: string, step: string) => output.split('\n').find((line) => /^(ok|FAIL)\s/.test(line) && line.includes(step));

describe('npm run check:page', {timeout: 300_000}, () => {
  const pages = site({
    'clean.mdx': doc('/', 'Clean page', 'Some text.\n\n```ts\nconst total: number = 1 + 2;\n```'),
    'sample.mdx': doc('/sample', 'Broken sample', "Some text.\n\n```ts\nconst total: number = 'three';\n```"),
    'axe.mdx': doc('/axe', 'Image without alt text', 'Some text.\n\n<img src="/no-alt.png" width="10" height="10" />'),
  });

  test('passes a page whose sample compiles, whose links resolve and which axe accepts', async () => {
    const result = await checkPage(pages, 'clean.mdx');
    expect(result.output).toContain('all checks pass');
    expect(result.status).toBe(0);
  });

  test('fails on a sample that does not type-check, naming the step', async () => {
    const result = await checkPage(pages, 'sample.mdx', '--no-build');
    expect(result.status).toBe(1);
    expect(summaryLine(result.output, 'Code samples')).toMatch(/^FAIL/);
    expect(summaryLine(result.output, 'In Chromium')).toMatch(/^ok/);
  });

  test('fails on an axe violation, naming the rule', async () => {
    const result = await checkPage(pages, 'axe.mdx', '--no-build');
    expect(result.status).toBe(1);
    expect(summaryLine(result.output, 'In Chromium')).toMatch(/^FAIL/);
    expect(result.output).toMatch(/axe image-alt/);
  });

  test('fails on a link to a page that does not exist', async () => {
    const broken = site({'page.mdx': doc('/', 'Broken link', 'import Link from "@docusaurus/Link";\n\n<Link to="/no-such-page">gone</Link>')});
    const result = await checkPage(broken, 'page.mdx');
    expect(result.status).toBe(1);
    expect(summaryLine(result.output, 'Build')).toMatch(/^FAIL/);
    expect(result.output).toContain('/no-such-page');
  });
});

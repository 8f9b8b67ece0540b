import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {gzippedSizeOfBuiltUrl} from '../../../scripts/lib/serveBuild';
import {expect, hydrated, test} from '../fixtures';

// What the Run buttons cost (plugins/run-samples): the first Run of a visit downloads the runner,
// its worker, the page's compiled samples and the packages, at most 80 KiB gzipped. (The packages'
// files have content-hashed names that every page shares, cached for a year: build/_headers.)
const firstRunKiB = 80;

test('the first Run downloads at most 80 KiB (gzipped)', async ({page}) => {
  test.setTimeout(90_000);
  await page.goto('/redux-toolkit/overview');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Each file once: the worker fetches a block's files before its clock starts, then imports them
  // (the second request is answered from the browser's cache).
  const fetched = new Set<string>();
  page.on('requestfinished', (request) => fetched.add(request.url()));
  const sample = page.locator('article .run-sample:visible').first();
  await sample.getByRole('button', {name: 'Run'}).click();
  await expect(sample.locator('.run-sample__status')).toHaveText('Printed what its // prints: comments say.', {
    timeout: 15_000,
  });
  const bytes = [...fetched].reduce((sum, url) => sum + gzippedSizeOfBuiltUrl(url), 0);
  console.log(`first Run: ${(bytes / 1024).toFixed(1)} KiB gzipped in ${fetched.size} files`);
  expect([...fetched].some((url) => /\/run-samples\/packages\/reduxjs-toolkit-/.test(url))).toBe(true);
  expect([...fetched].some((url) => /\/run-samples\/worker\/run-worker-/.test(url))).toBe(true);
  // Nothing of the packages that only some pages' samples import (React, React-Redux, RTK Query,
  // RTK's React entry, the DevTools): those are fetched by a run that imports them.
  expect(
    [...fetched].filter((url) =>
      /\/run-samples\/packages\/(react|redux-devtools|reduxjs-toolkit-(react|query))/.test(url),
    ),
  ).toEqual([]);
  expect(bytes / 1024).toBeLessThanOrEqual(firstRunKiB);
});

// The blocks that import more than the five packages: their first Run fetches those packages'
// files too, and no second copy of what the five share. React's server renderer is the heavy one
// (its development build, as the checker's Node run uses: about 100 KiB gzipped), hence 180 KiB
// (the block that renders with it: 169 KiB).
const largerRuns = [
  {route: '/usage/code-splitting', block: 'ts/__block_L179.js', packages: /reduxjs-toolkit-query-react-/},
  {route: '/usage/deriving-data-selectors', block: 'ts/__block_L436.js', packages: /react-dom-server-/},
  {route: '/tutorials/fundamentals/part-4-store', block: 'js/try-middleware.js', packages: /redux-devtools-extension-/},
];
const largerRunKiB = 180;

for (const {route, block, packages} of largerRuns) {
  test(`the first Run of ${route}'s ${block} downloads at most ${largerRunKiB} KiB (gzipped)`, async ({page}) => {
    test.setTimeout(90_000);
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const fetched = new Set<string>();
    page.on('requestfinished', (request) => fetched.add(request.url()));
    const sample = page.locator(`article .run-sample[data-run-entry="${block}"]`);
    await sample.getByRole('button', {name: 'Run'}).click();
    await expect(sample.locator('.run-sample__status')).toHaveText('Printed what its // prints: comments say.', {
      timeout: 15_000,
    });
    const bytes = [...fetched].reduce((sum, url) => sum + gzippedSizeOfBuiltUrl(url), 0);
    const packageFiles = [...fetched].filter((url) => url.includes('/run-samples/packages/'));
    const packageBytes = packageFiles.reduce((sum, url) => sum + gzippedSizeOfBuiltUrl(url), 0);
    console.log(
      `first Run of ${route} ${block}: ${(bytes / 1024).toFixed(1)} KiB gzipped in ${fetched.size} files ` +
        `(packages: ${(packageBytes / 1024).toFixed(1)} KiB in ${packageFiles.length} files)`,
    );
    expect(packageFiles.some((url) => packages.test(url))).toBe(true);
    expect(bytes / 1024).toBeLessThanOrEqual(largerRunKiB);
  });
}

// The first Edit downloads the editor (CodeMirror and its stylesheet): at most 120 KiB more than
// the first Run. The first run of edited code then downloads the type stripper (sucrase); the two
// together stay under the same 120 KiB.
const firstEditKiB = 120;

test('the first Edit downloads at most 120 KiB more than the first Run (gzipped)', async ({page}) => {
  test.setTimeout(90_000);
  // What each step downloads: the files not fetched before (the others are in the browser's
  // cache, their names hashed and cached for a year: build/_headers).
  const seen = new Set<string>();
  let fetched: string[] = [];
  page.on('requestfinished', (request) => {
    if (!seen.has(request.url())) fetched.push(request.url());
    seen.add(request.url());
  });
  const weigh = () => fetched.splice(0).reduce((sum, url) => sum + gzippedSizeOfBuiltUrl(url), 0);
  await page.goto('/redux-toolkit/overview');
  await hydrated(page);
  const sample = page.locator('article .run-sample:visible').first();
  await sample.getByRole('button', {name: 'Run'}).click();
  await expect(sample.locator('.run-sample__status')).toHaveText('Printed what its // prints: comments say.', {
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
  fetched = [];
  await sample.getByRole('button', {name: 'Edit'}).click();
  await expect(sample.locator('.run-sample__editor .cm-content')).toBeFocused();
  await page.waitForLoadState('networkidle');
  const edit = weigh();
  await page.keyboard.insertText('// edited\n');
  await sample.getByRole('button', {name: 'Run'}).click();
  await expect(sample.locator('.run-sample__status')).toHaveText('Printed what its // prints: comments say.', {
    timeout: 15_000,
  });
  const editedRun = weigh();
  console.log(
    `first Edit: ${(edit / 1024).toFixed(1)} KiB gzipped; first run of edited code: ${(editedRun / 1024).toFixed(1)} KiB more`,
  );
  expect(edit).toBeGreaterThan(0);
  expect(edit / 1024).toBeLessThanOrEqual(firstEditKiB);
  // The editor and the type stripper together hold the same figure.
  expect(editedRun).toBeGreaterThan(0);
  expect((edit + editedRun) / 1024).toBeLessThanOrEqual(firstEditKiB);
});

// What every page gains: the one listener of the Run and Edit buttons (client/runButtons.ts, in
// the main bundle), minified and gzipped as the site's bundle has it, its chunks left out.
test('a page’s first load gains at most 2 KiB of script', async () => {
  const {buildSync} = await import('esbuild');
  const result = buildSync({
    entryPoints: [path.join(__dirname, '../../../plugins/run-samples/client/runButtons.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['./runner', './editor'],
  });
  const bytes = gzipSync(result.outputFiles[0]!.contents, {level: 6}).length;
  console.log(`first load: ${bytes} bytes of script gzipped (client/runButtons.ts)`);
  expect(bytes).toBeLessThanOrEqual(2048);
});

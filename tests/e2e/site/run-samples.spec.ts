import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {axeViolations} from '../../support/axe';
import type {RunManifest} from '../../../plugins/run-samples/client/manifest';
import {expect, hydrated, test} from '../fixtures';
import {expectedOf, matches, printed, run} from './runSample';

// The Run buttons of the `run` samples (plugins/run-samples): each runs its block in a worker with
// the pinned packages and shows what it prints, marked against the block's `// prints:` comments.

// That every Run button of the site prints what the checker printed, in each tab, is checked in
// every-route.spec.ts, in the one page load it makes of each route.

test('every run block of a page has a Run button in each of its tabs', async ({page}) => {
  await page.goto('/tutorials/essentials/part-2-app-structure');
  const source = readFileSync(
    path.join(__dirname, '../../../docs/tutorials/essentials/part-2-app-structure.mdx'),
    'utf8',
  );
  const runBlocks = [...source.matchAll(/^```tsx? .*\brun\b/gm)].length;
  expect(runBlocks).toBeGreaterThan(3);
  await expect(page.locator('article .run-sample[data-run-entry^="ts/"] .run-sample__run')).toHaveCount(runBlocks);
  // A block with TypeScript syntax shows a JavaScript tab too, which has its own button.
  const typescriptTabs = await page.locator('[role="tabpanel"] > .run-sample[data-run-entry^="ts/"]').count();
  expect(typescriptTabs).toBeGreaterThan(0);
  await expect(page.locator('[role="tabpanel"] > .run-sample[data-run-entry^="js/"] .run-sample__run')).toHaveCount(
    typescriptTabs,
  );
});

/** Serves a sample's compiled module with other code, as if the block said it. */
async function replaceModule(page: Page, sample: Locator, code: string) {
  const folder = await sample.getAttribute('data-run-sample');
  const entry = await sample.getAttribute('data-run-entry');
  await page
    .context()
    .route(`**${folder}${entry}`, (route) => route.fulfill({contentType: 'text/javascript', body: code}));
}

test.describe('limits and errors', () => {
  test('a loop that never ends is stopped after 5 s, and the next run works', async ({page}) => {
    await page.goto('/api/compose');
    await hydrated(page);
    const sample = page.locator('article .run-sample:visible').first();
    await replaceModule(page, sample, "console.log('looping')\nwhile (true) {}\n");
    expect(await run(sample)).toBe('stopped: the code ran longer than 5 s');
    expect(await printed(sample)).toEqual(['looping']);
    await page.context().unrouteAll();
    expect(await run(sample)).toBe(matches);
  });

  test('a thrown error shows its message and its line in the block', async ({page}) => {
    await page.goto('/api/compose');
    await hydrated(page);
    const sample = page.locator('article .run-sample:visible').first();
    await replaceModule(page, sample, "console.log('before')\n\nthrow new TypeError('the sample broke')\n");
    expect(await run(sample)).toBe('the code threw an error');
    // The line as the reader's block numbers it: the compiled module's line 3, through its line map.
    const folder = (await sample.getAttribute('data-run-sample'))!;
    const manifest = (await (await page.request.get(`${folder}manifest.json`)).json()) as RunManifest;
    const line = manifest.modules[(await sample.getAttribute('data-run-entry'))!]!.lines[2];
    await expect(sample.locator('.run-sample__line--uncaught')).toHaveText(
      `Uncaught TypeError: the sample broke (line ${line})`,
    );
  });

  test('output past 500 lines stops with a note; the run still ends', async ({page}) => {
    await page.goto('/api/compose');
    await hydrated(page);
    const sample = page.locator('article .run-sample:visible').first();
    await replaceModule(page, sample, 'for (let i = 0; i < 10000; i++) console.log(i)\n');
    await run(sample);
    await expect(sample.locator('.run-sample__line--out')).toHaveCount(500);
    await expect(sample.locator('.run-sample__line--note')).toHaveText('output stopped after 500 lines');
  });

  test('a new run stops the one before, while its code runs', async ({page}) => {
    await page.goto('/api/store');
    await hydrated(page);
    const [first, second] = [0, 1].map((index) => page.locator('article .run-sample:visible').nth(index));
    await replaceModule(page, first!, "console.log('looping')\nwhile (true) {}\n");
    await first!.getByRole('button', {name: 'Run'}).click();
    // Its line is printed: the loop is running in its worker.
    await expect(first!.locator('.run-sample__line--out')).toHaveText(['looping']);
    expect(await run(second!)).toBe(matches);
    await expect(first!.locator('.run-sample__status')).toHaveText('stopped: a new run started');
  });

  test('a new run stops the one before, while that one still loads its files', async ({page}) => {
    await page.goto('/api/store');
    await hydrated(page);
    const [first, second] = [0, 1].map((index) => page.locator('article .run-sample:visible').nth(index));
    await replaceModule(page, first!, 'while (true) {}\n');
    // The page's manifest is held until the second run has started, so both runs wait on it:
    // the order that once let the first run go on unstopped (and the test fail now and then).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route('**/manifest.json', async (route) => {
      await held;
      await route.continue();
    });
    await first!.getByRole('button', {name: 'Run'}).click();
    await expect(first!.locator('.run-sample__status')).toHaveText('Running…');
    await second!.getByRole('button', {name: 'Run'}).click();
    await expect(second!.locator('.run-sample__status')).toHaveText('Running…');
    await expect(first!.locator('.run-sample__status')).toHaveText('stopped: a new run started');
    release();
    await expect(second!.locator('.run-sample__status')).toHaveText(matches, {timeout: 15_000});
    await expect(first!.locator('.run-sample__status')).toHaveText('stopped: a new run started');
    // No worker of the first run is left looping: a third run ends as it should.
    expect(await run(second!)).toBe(matches);
  });

  test('a line that differs from its // prints: comment is marked, with the expected line', async ({page}) => {
    await page.goto('/api/compose');
    await hydrated(page);
    const sample = page.locator('article .run-sample:visible').first();
    const expected = await expectedOf(sample);
    await replaceModule(page, sample, `console.log(${JSON.stringify(expected[0])})\nconsole.log('something else')\n`);
    const status = await run(sample);
    expect(status).toMatch(/^\d+ lines? differs? from its \/\/ prints: comments\.$/);
    const lines = sample.locator('.run-sample__line--out');
    await expect(lines.first()).not.toHaveClass(/run-sample__line--differs/);
    if (expected.length > 1) {
      await expect(lines.nth(1)).toHaveClass(/run-sample__line--differs/);
      await expect(lines.nth(1)).toContainText(`(// prints: ${expected[1]})`);
    }
  });
});

test('works offline: every request outside the site is refused', async ({page}) => {
  const outside: string[] = [];
  await page.context().route(/^(?!http:\/\/localhost[:/])/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  await page.goto('/redux-toolkit/overview');
  await hydrated(page);
  expect(await run(page.locator('article .run-sample:visible').first())).toBe(matches);
  expect(outside).toEqual([]);
});

test('built samples run under the site’s policy even where the worker gets it too: eval is refused inside it', async ({
  page,
}) => {
  const headers = readFileSync(path.join(__dirname, '../../../build/_headers'), 'utf8');
  const policy = /Content-Security-Policy: (.+)/.exec(headers)![1]!;
  // As a host applying build/_headers' `/*` rule: the pages and every script, the worker's too.
  await page.context().route('http://localhost*/**', async (route) => {
    const type = route.request().resourceType();
    if (type !== 'document' && type !== 'script') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({response, headers: {...response.headers(), 'content-security-policy': policy}});
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api/compose');
  await hydrated(page);
  const sample = page.locator('article .run-sample:visible').first();
  expect(await run(sample)).toBe(matches);
  expect(violations).toEqual([]);
  await replaceModule(page, sample, "console.log(eval('1 + 1'))\n");
  expect(await run(sample)).toBe('the code threw an error');
  await expect(sample.locator('.run-sample__line--uncaught').first()).toContainText('EvalError');
});

test.describe('reading the output', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing in a sample with its output open (${colorScheme})`, async ({page}) => {
      test.setTimeout(90_000);
      await page.emulateMedia({colorScheme});
      await page.goto('/api/compose');
      await hydrated(page);
      const sample = page.locator('article .run-sample:visible').first();
      await run(sample);
      const differing = page.locator('article .run-sample:visible').nth(1);
      if ((await differing.count()) > 0) await run(differing);
      expect(await axeViolations(page, {include: 'article'})).toEqual([]);
    });
  }

  test('the Run button is reached and pressed by keyboard; the output is a live region', async ({page}) => {
    await page.goto('/api/compose');
    await hydrated(page);
    const sample = page.locator('article .run-sample:visible').first();
    await sample.locator('pre').focus();
    let focused = '';
    for (let tab = 0; tab < 6 && focused !== 'Run'; tab++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    expect(focused).toBe('Run');
    await page.keyboard.press('Enter');
    await expect(sample.locator('.run-sample__status')).toHaveText(matches, {timeout: 15_000});
    await expect(sample.getByRole('log', {name: 'Output'})).toBeVisible();
  });

  test('on a 360 px phone the output wraps inside the column', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.goto('/usage/deriving-data-selectors');
    await hydrated(page);
    const sample = page.locator('article .run-sample:visible').first();
    expect(await run(sample)).toBe(matches);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const output = await sample.locator('.run-sample__output').boundingBox();
    expect(output!.x + output!.width).toBeLessThanOrEqual(360);
  });
});

import type {Page} from '@playwright/test';
import {expect, hydrated, test} from '../fixtures';

// Every TypeScript sample with a generated JavaScript twin shows as TypeScript / JavaScript tabs
// (plugins/javascript-twins, its client/LanguageTabs): one choice for the site, remembered,
// synced between open tabs, shown from the first paint.
const page = '/tutorials/typescript-quick-start';
const pairs = (p: Page) => p.locator('article [role="tablist"][aria-label="Code language"]');
const tab = (p: Page, name: 'TypeScript' | 'JavaScript') => p.getByRole('tab', {name, exact: true});
const visibleCode = (p: Page) => p.locator('article .theme-code-block:visible');

test('each pair shows TypeScript first; one click switches every pair on the page', async ({page: p}) => {
  await p.goto(page);
  await hydrated(p);
  const count = await pairs(p).count();
  expect(count).toBeGreaterThan(1);
  await expect(tab(p, 'TypeScript').first()).toHaveAttribute('aria-selected', 'true');
  const firstTitle = p.locator('article [role="tabpanel"]:visible .theme-code-block').first();
  await expect(firstTitle).toContainText('src/app/store.ts');
  await tab(p, 'JavaScript').first().click();
  for (let index = 0; index < count; index++)
    await expect(tab(p, 'JavaScript').nth(index)).toHaveAttribute('aria-selected', 'true');
  await expect(firstTitle).toContainText('src/app/store.js');
  // No TypeScript left in the visible samples.
  await expect(visibleCode(p).filter({hasText: /: RootState|export type /})).toHaveCount(0);
});

test.describe('with the app’s code blocked', () => {
  // The blocked scripts are reported as failed loads; that is the point of this test.
  test.use({allowedConsoleErrors: /Failed to load resource|ERR_FAILED|ChunkLoadError|Loading chunk/});

  test('the choice is remembered and shown from the first paint, before the page’s code runs', async ({page: p}) => {
    await p.goto(page);
    await hydrated(p);
    await tab(p, 'JavaScript').first().click();
    // With the app's code blocked, only the HTML, the CSS and the inline scripts decide.
    await p.route('**/assets/js/**', (route) => route.abort());
    await p.goto(page);
    await expect(p.locator('article [role="tabpanel"]:visible .theme-code-block').first()).toContainText(
      'src/app/store.js',
    );
    // …and the JavaScript tab already looks chosen.
    await expect(p.locator('article [role="tab"][data-language="ts"]').first()).toHaveCSS(
      'border-bottom-color',
      'rgba(0, 0, 0, 0)',
    );
    await expect(p.locator('article [role="tab"][data-language="js"]').first()).not.toHaveCSS(
      'border-bottom-color',
      'rgba(0, 0, 0, 0)',
    );
  });
});

test('the choice carries to other pages, loaded afresh or reached by a link', async ({page: p}) => {
  await p.goto(page);
  await hydrated(p);
  await tab(p, 'JavaScript').first().click();
  // Another page, loaded afresh: its pairs start in JavaScript.
  await p.goto('/usage/configuring-your-store');
  await hydrated(p);
  await expect(tab(p, 'JavaScript').first()).toHaveAttribute('aria-selected', 'true');
  await expect(visibleCode(p).filter({hasText: /: RootState|export type /})).toHaveCount(0);
  // A page reached by a client-side link: the same.
  await p.locator('article a[href="/usage/code-splitting"]').first().click();
  await expect(p).toHaveURL(/\/usage\/code-splitting$/);
  await expect(tab(p, 'JavaScript').first()).toHaveAttribute('aria-selected', 'true');
});

test('a choice made in one open tab shows in another', async ({page: p, context}) => {
  await p.goto(page);
  const other = await context.newPage();
  await other.goto(page);
  await hydrated(p);
  await hydrated(other);
  await tab(p, 'JavaScript').first().click();
  await expect(tab(other, 'JavaScript').first()).toHaveAttribute('aria-selected', 'true');
  await expect(other.locator('article [role="tabpanel"]:visible .theme-code-block').first()).toContainText(
    'src/app/store.js',
  );
});

test('switching keeps the clicked tabs where they were on screen', async ({page: p}) => {
  await p.setViewportSize({width: 1280, height: 700});
  await p.goto(page);
  await hydrated(p);
  const last = pairs(p).last();
  await last.scrollIntoViewIfNeeded();
  await p.evaluate(() => window.scrollBy(0, -200));
  const before = await last.evaluate((element) => element.getBoundingClientRect().top);
  await last.getByRole('tab', {name: 'JavaScript'}).click();
  await expect(last.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
  const after = await last.evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
});

test('the copy button copies the language on screen', async ({page: p, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await p.goto(page);
  await hydrated(p);
  await tab(p, 'JavaScript').first().click();
  const block = p.locator('article [role="tabpanel"]:visible .theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await p.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('import { configureStore }'.slice(0, 8));
  expect(copied).not.toMatch(/: RootState|export type /);
  expect(copied).toBe(
    await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n')),
  );
});

test('the tabs work from the keyboard', async ({page: p}) => {
  await p.goto(page);
  await hydrated(p);
  await tab(p, 'TypeScript').first().focus();
  await p.keyboard.press('ArrowRight');
  await expect(tab(p, 'JavaScript').first()).toBeFocused();
  await expect(tab(p, 'JavaScript').first()).toHaveAttribute('aria-selected', 'true');
  await p.keyboard.press('Home');
  await expect(tab(p, 'TypeScript').first()).toHaveAttribute('aria-selected', 'true');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('both languages arrive highlighted in the server HTML', async ({page: p}) => {
    await p.goto(page);
    const panels = p.locator('article [role="tabpanel"]');
    const count = await panels.count();
    expect(count).toBeGreaterThan(2);
    for (let index = 0; index < count; index++) {
      await expect(
        panels.nth(index).locator('.theme-code-block .token.keyword').first(),
        `panel ${index}`,
      ).toBeAttached();
    }
    // Half of the panels are the JavaScript twins, with their own file names.
    await expect(
      p.locator('article [role="tabpanel"] .theme-code-block').filter({hasText: 'src/app/store.js'}),
    ).toHaveCount(1);
  });
});

test('with storage that throws, the tabs still switch, and the next page starts from TypeScript', async ({page: p}) => {
  await p.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    }
  });
  await p.goto(page);
  await hydrated(p);
  await tab(p, 'JavaScript').first().click();
  await expect(tab(p, 'JavaScript').last()).toHaveAttribute('aria-selected', 'true');
  await expect(p.locator('article [role="tabpanel"]:visible .theme-code-block').first()).toContainText(
    'src/app/store.js',
  );
  await p.reload();
  await hydrated(p);
  await expect(tab(p, 'TypeScript').first()).toHaveAttribute('aria-selected', 'true');
});

// A tutorial step's diff has a JavaScript tab too (plugins/javascript-twins/diffTwins.ts); its
// JavaScript side is not in the server's HTML, and is drawn once a reader shows JavaScript.
const tutorial = '/tutorials/essentials/part-4-using-data';

test.describe('on a tutorial page', () => {
  // Part 4 is one of the site's longest pages: on a busy 2-core machine each of its locators
  // takes seconds, so these tests get three times the usual time.
  test.slow();

  test('a tutorial diff’s JavaScript is drawn when a reader shows it, in about the place kept for it', async ({
    page: p,
  }) => {
    const html = await (await p.request.get(tutorial)).text();
    expect(html, 'diffs of .ts files in the server HTML').toMatch(
      /class="language-diff[^"]*"><div class=codeBlockTitle\w*>src\/[^<]*\.tsx?</,
    );
    expect(html, 'no diff of a .js file in the server HTML').not.toMatch(
      /class="language-diff[^"]*"><div class=codeBlockTitle\w*>src\/[^<]*\.jsx?</,
    );
    await p.goto(tutorial);
    await hydrated(p);
    const pair = p
      .locator('article div:has(> [role="tablist"][aria-label="Code language"]):has(.language-diff)')
      .first();
    const javascriptPanel = pair.locator('[role="tabpanel"]').nth(1);
    await expect(javascriptPanel.locator('.theme-code-block')).toHaveCount(0);
    await pair.scrollIntoViewIfNeeded();
    await pair.getByRole('tab', {name: 'JavaScript'}).click();
    const placeholder = await javascriptPanel.evaluate((element) => element.getBoundingClientRect().height);
    const block = javascriptPanel.locator('.theme-code-block');
    await expect(block).toContainText('src/reports/reportsSlice.js');
    await expect(block).toContainText('selectReportById: (reports, reportId) =>');
    await expect(block).not.toContainText('reportId: string');
    await expect(block.locator('.token.inserted-sign').first()).toBeAttached();
    const drawn = await javascriptPanel.evaluate((element) => element.getBoundingClientRect().height);
    expect(
      Math.abs(drawn - placeholder),
      `the kept place (${placeholder} px) is about the drawn diff's height (${drawn} px)`,
    ).toBeLessThanOrEqual(drawn * 0.1);
    // Every diff on the page now shows its JavaScript, named for the JavaScript file.
    await expect(p.locator('article .theme-code-block.language-diff:visible').first()).toBeVisible();
    const titles = await p
      .locator('article .theme-code-block.language-diff:visible [class*="codeBlockTitle"]')
      .allTextContents();
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.filter((title) => /\.tsx?$/.test(title))).toEqual([]);
  });

  test('a reader who chose JavaScript gets the diffs’ JavaScript on arrival, and the JavaScript downloads', async ({
    page: p,
  }) => {
    await p.goto(tutorial);
    await hydrated(p);
    const download = p.locator('article a[href$=".zip"]:visible').first();
    await expect(download).toHaveAttribute('href', '/downloads/trailmates-part-3.zip');
    await expect(p.locator('article a:visible', {hasText: 'in JavaScript'}).first()).toHaveAttribute(
      'href',
      '/downloads/trailmates-part-3-js.zip',
    );
    await tab(p, 'JavaScript').first().click();
    // The download follows the switch at once.
    await expect(download).toHaveAttribute('href', '/downloads/trailmates-part-3-js.zip');
    await expect(download).toHaveText('trailmates-part-3-js.zip');
    // One edition on screen: the TypeScript one is now the "also" link.
    await expect(p.locator('article a:visible', {hasText: 'trailmates-part-3.zip'})).toHaveCount(0);
    await expect(p.locator('article a:visible', {hasText: 'in TypeScript'}).first()).toHaveAttribute(
      'href',
      '/downloads/trailmates-part-3.zip',
    );
    expect((await p.request.get('/downloads/trailmates-part-3-js.zip')).status()).toBe(200);
    await p.goto(tutorial);
    await hydrated(p);
    await expect(p.locator('article a[href$=".zip"]:visible').first()).toHaveAttribute(
      'href',
      '/downloads/trailmates-part-3-js.zip',
    );
    await expect(p.locator('article .theme-code-block.language-diff:visible').first()).toContainText('.js');
    const pending = p.locator('article [role="tabpanel"][aria-busy="true"]');
    await expect(pending).toHaveCount(0);
  });

  test('the copy button of a diff’s JavaScript copies the JavaScript diff', async ({page: p, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await p.goto(tutorial);
    await hydrated(p);
    await tab(p, 'JavaScript').first().click();
    const block = p.locator('article .theme-code-block.language-diff:visible').first();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await p.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('+    selectReportById: (reports, reportId) =>');
    expect(copied).toBe(
      await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n')),
    );
  });
});

import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const isIndex = (url: string) => /\/search-index\.[a-z0-9]+\.json$/.test(url);

async function openAndType(page: Page, query: string) {
  await page.locator('.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
  await input(page).fill(query);
}

test.describe('the search index loads lazily', () => {
  for (const trigger of ['hovered', 'focused', 'opened'] as const) {
    test(`it is not downloaded on a page's first load, only when search is ${trigger}`, async ({page}) => {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (isIndex(request.url())) indexRequests.push(request.url());
      });
      await page.goto('/api/store');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(indexRequests).toEqual([]);
      const button = page.locator('.DocSearch-Button');
      if (trigger === 'hovered') await button.hover();
      if (trigger === 'focused') await button.focus();
      if (trigger === 'opened') await page.keyboard.press('Control+k');
      await expect.poll(() => indexRequests.length).toBe(1);
    });
  }
});

test('the engine runs in a Web Worker, off the page’s main thread, and answers from there', async ({page}) => {
  await page.goto('/api/store');
  await hydrated(page);
  const started = page.waitForEvent('worker');
  await openAndType(page, 'configureStore');
  const worker = await started;
  expect(worker.url()).toMatch(/\/assets\/js\/[\w.]+\.js$/);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // The engine's code and data live in the worker, not on the page.
  expect(await worker.evaluate(() => typeof fetch)).toBe('function');
});

test('Ctrl+K and Cmd+K open the search modal and Escape closes it', async ({page}) => {
  await page.goto('/api/store');
  await hydrated(page);
  for (const shortcut of ['Control+k', 'Meta+k']) {
    await page.keyboard.press(shortcut);
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  }
});

test("'/' opens the modal, except while typing in a text field", async ({page}) => {
  await page.goto('/search');
  await hydrated(page);
  const field = page.locator('input[name="q"]');
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(modal(page)).toHaveCount(0);
  await page.getByRole('heading', {level: 1}).click();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
});

test('results are grouped by page, with section hits that link to their anchors and highlight the words', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'subscribe');
  const storeGroup = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: /^Store$/})});
  await expect(storeGroup).toBeVisible();
  await expect(storeGroup.locator('a[href="/api/store#subscribelistener"]')).toHaveCount(1);
  await expect(storeGroup.locator('mark').first()).toContainText(/subscribe/i);
});

test('keyboard navigation opens a result, and the search is remembered as recent', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'combineReducers');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/combinereducers/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('combineReducers');
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  await expect(page.locator('.DocSearch-Hits', {hasText: 'Recent'}).locator('.DocSearch-Hit')).not.toHaveCount(0);
});

test("the modal's 'See all {count} results' link opens /search?q= with every result", async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'reducer');
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  await expect(seeAll).toBeVisible();
  const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(5);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=reducer$/);
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByText(`${count} documents`)).toBeVisible();
});

test('/search works on a first load and keeps the query in the URL as it is edited', async ({page}) => {
  await page.goto('/search?q=store');
  await expect(page.locator('article h2').first()).toBeVisible();
  await expect(page.locator('article a[href^="/api/store"]').first()).toBeVisible();
  const field = page.locator('input[name="q"]');
  await field.fill('combineReducers');
  await expect(page).toHaveURL(/\/search\?q=combineReducers$/);
  await expect(page.locator('article a[href^="/api/combinereducers"]').first()).toBeVisible();
});

test('in the default mode, searching makes no request to any other host', async ({page, baseURL}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'middleware');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/search?q=middleware');
  await expect(page.locator('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
});

const awkwardQueries = ['', '   ', 'x'.repeat(1000), '.*+?^${}()|[]\\<>&"\'', '😀 store 🎉', 'مرحبا redux', '<img src=x onerror="window.__pwned=1">'];

test('awkward queries in the modal give no error and are never interpreted as HTML', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  for (const query of awkwardQueries) {
    await input(page).fill(query);
    await page.waitForTimeout(150);
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).locator('img')).toHaveCount(0);
  }
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
});

for (const query of awkwardQueries) {
  test(`/search?q=${JSON.stringify(query.slice(0, 20))} gives no error and is never interpreted as HTML`, async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.locator('input[name="q"]')).toHaveValue(query);
    await expect(page.locator('.main-wrapper img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  });
}

import type {Page, Route} from '@playwright/test';
import {expect, hydrated, test} from '../fixtures';

/** After this is called, JS chunks requested by the page go through `handler` (chunks already loaded are cached). */
async function interceptLaterChunks(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route('**/assets/js/*.js', handler);
}

/** Turns prefetching off (Docusaurus skips it on data-saver connections) so navigation must fetch. */
async function dataSaver(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
  });
}

test('a slow route shows the progress bar after 200 ms, then a spinner, then the page', async ({page}) => {
  await dataSaver(page);
  await page.goto('/api/store');
  await hydrated(page);
  await interceptLaterChunks(page, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'combineReducers'}).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'Loading…'})).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('combineReducers', {timeout: 10_000});
  await expect(page.getByRole('status').filter({hasText: 'Loading…'})).toHaveCount(0);
});

test('a first load whose page chunks take over a second still hydrates the server page, once', async ({page}) => {
  // Before hydration, preload waits as long as it takes: hydrating the spinner instead left the
  // server HTML in place and rendered a second page below it.
  await page.route('**/assets/js/*.js', async (route) => {
    if (!/\/(main|runtime~main)\./.test(route.request().url()))
      await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/introduction/installation');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  await expect(page.locator('nav.navbar')).toHaveCount(1);
  await expect(page.getByRole('status').filter({hasText: 'Loading…'})).toHaveCount(0);
});

test.describe('a failed route chunk', () => {
  test.use({allowedConsoleErrors: /Failed to load resource/});

  test('shows an error box with the error text, and Retry loads the page', async ({page}) => {
    await dataSaver(page);
    await page.goto('/api/store');
    await hydrated(page);
    let failing = true;
    await interceptLaterChunks(page, (route) => (failing ? route.abort('failed') : route.continue()));
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'combineReducers'}).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be loaded');
    await expect(alert).toContainText(/chunk|load/i);
    failing = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('combineReducers');
  });
});

/** Counts the JS chunks a page requests. */
function countChunkRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (/\/assets\/js\/.+\.js$/.test(request.url())) count++;
  });
  return () => count;
}

/** Replaces IntersectionObserver with one that never reports: no link ever counts as visible. */
async function noLinkIsVisible(page: Page) {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

async function loadAndSettle(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

test('a route chunk that never arrives leaves a spinner, not a broken page, and the reader can go back', async ({
  page,
}) => {
  await dataSaver(page);
  await page.goto('/api/store');
  await hydrated(page);
  // Hold every later chunk request for good: the server never answers.
  await interceptLaterChunks(page, () => new Promise<void>(() => {}));
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'combineReducers'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Loading…'})).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(page.getByRole('status').filter({hasText: 'Loading…'})).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/store$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Store');
});

test('links prefetch their pages when they become visible', async ({page, browser}) => {
  // A separate context, so the two loads share no HTTP cache.
  const blindContext = await browser.newContext();
  const blind = await blindContext.newPage();
  await noLinkIsVisible(blind);
  const chunksWithoutVisibility = countChunkRequests(blind);
  await loadAndSettle(blind, '/introduction/getting-started');
  const chunks = countChunkRequests(page);
  await loadAndSettle(page, '/introduction/getting-started');
  await blindContext.close();
  // The difference is what the visible links prefetched (at idle priority, so it may come late).
  await expect.poll(chunks, {timeout: 10_000}).toBeGreaterThan(chunksWithoutVisibility());
});

test('hovering a link preloads its page', async ({page}) => {
  await noLinkIsVisible(page);
  const chunks = countChunkRequests(page);
  await loadAndSettle(page, '/introduction/getting-started');
  const beforeHover = chunks();
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Ecosystem'}).hover();
  await expect.poll(chunks).toBeGreaterThan(beforeHover);
});

for (const connection of [
  {effectiveType: '2g', saveData: false},
  {effectiveType: '4g', saveData: true},
]) {
  test(`links do not prefetch on a ${connection.saveData ? 'data-saver' : '2g'} connection`, async ({page}) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', {value, configurable: true});
    }, connection);
    const chunkRequests: string[] = [];
    await page.goto('/introduction/getting-started');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    page.on('request', (request) => {
      if (/\/assets\/js\/.+\.js$/.test(request.url())) chunkRequests.push(request.url());
    });
    await page.mouse.wheel(0, 4000);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Ecosystem'}).hover();
    await page.waitForTimeout(1500);
    expect(chunkRequests).toEqual([]);
  });
}

test('navigation scrolls to the top of the new page', async ({page}) => {
  await page.goto('/introduction/ecosystem');
  await hydrated(page);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Installation'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('navigation to a link with a hash scrolls to that anchor', async ({page}) => {
  await page.goto('/errors');
  await hydrated(page);
  await page.locator('a[href="/api/store#subscribelistener"]').first().click();
  await expect(page).toHaveURL(/\/api\/store#subscribelistener$/);
  const heading = page.locator('#subscribelistener');
  await expect(heading).toBeInViewport();
  await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
});

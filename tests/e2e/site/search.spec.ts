import type {Page} from '@playwright/test';
import {expect, hydrated, nextFrames, test} from '../fixtures';

/** The first results wait for the index to load and the engine to build: seconds on a busy machine. */
const indexLoad = {timeout: 30_000};

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const isIndex = (url: string) => /\/search-index\.first\.[0-9a-f]+\.json$/.test(url);
const isText = (url: string) => /\/search-index\.text\.[0-9a-f]+\.json$/.test(url);

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
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(indexLoad);
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

test('a query typed straight after clicking Search is kept whole while the modal loads', async ({page}) => {
  await page.goto('/api/store');
  await hydrated(page);
  // The modal's code arrives half a second late, as on a slow connection.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.locator('.DocSearch-Button').click();
  await page.keyboard.type('isolated');
  await expect(input(page)).toHaveValue('isolated');
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

test('results are grouped by page, with section hits that link to their anchors and highlight the words', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'subscribe');
  const storeGroup = page.locator('.DocSearch-Hits', {
    has: page.locator('.DocSearch-Hit-source', {hasText: /^Store$/}),
  });
  await expect(storeGroup).toBeVisible(indexLoad);
  await expect(storeGroup.locator('a[href="/api/store#subscribelistener"]')).toHaveCount(1);
  await expect(storeGroup.locator('mark').first()).toContainText(/subscribe/i);
});

test('arrow keys move the selection through the results and Enter opens the selected one', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'subscribe');
  // DocSearch's contract: each result is a `.DocSearch-Hit` option, the chosen one aria-selected.
  const hits = page.locator('.DocSearch-Hit');
  const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
  await expect(hits.nth(1)).toBeVisible(indexLoad);
  await expect(hits.first()).toHaveAttribute('role', 'option');
  await expect(hits.first()).toHaveAttribute('href', /^\/.+/);
  await expect(selected).toHaveCount(1);
  const firstHref = await selected.getAttribute('href');
  expect(firstHref).toBe(await hits.first().getAttribute('href'));
  await page.keyboard.press('ArrowDown');
  await expect(selected).toHaveCount(1);
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'false');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await hits.nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  // Up from the first wraps to the last.
  await expect(hits.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  const href = await selected.getAttribute('href');
  expect(href).not.toBe(firstHref);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(modal(page)).toHaveCount(0);
});

test('a question ranks the page that answers it first, its text part loading only then', async ({page}) => {
  const texts: string[] = [];
  page.on('request', (request) => {
    if (isText(request.url())) texts.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'createSlice');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(indexLoad);
  expect(texts).toEqual([]);
  await input(page).fill('how do I test a component with redux');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Writing Tests', indexLoad);
  expect(texts).toHaveLength(1);
});

test('a page-level hit shows the page title and its description; snippets are prose', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'troubleshooting');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first.locator('.DocSearch-Hit-title')).toHaveText('Troubleshooting', indexLoad);
  // The snippet is the page's description, as the page itself states it.
  const description = await (
    await page.request.get('/usage/troubleshooting')
  )
    .text()
    .then((html) => /<meta[^>]*\sname="?description"?\s[^>]*content="([^"]+)"/.exec(html)?.[1]);
  expect(description).toBeTruthy();
  await expect(first.locator('.DocSearch-Hit-snippet')).toHaveText(description!);
  await input(page).fill('configure the store with middleware');
  await expect(page.locator('.DocSearch-Hit-snippet').first()).toBeVisible(indexLoad);
  for (const snippet of await page.locator('.DocSearch-Hit-snippet').allTextContents()) {
    expect(snippet).not.toMatch(/TypeScript JavaScript|src\/[\w/]+\.tsx?|\bimport \{/);
  }
});

test('keyboard navigation opens a result, and the search is remembered as recent', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'combineReducers');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(indexLoad);
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
  await expect(seeAll).toBeVisible(indexLoad);
  const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(5);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=reducer$/);
  await expect(page.locator('article').first()).toBeVisible(indexLoad);
  // The same number, said as what it counts: pages.
  await expect(page.locator('.search-results__status')).toContainText(`${count} pages match`);
});

test("the 'See all' link fetches the results page's code ahead, and a Ctrl-click opens it in a new tab", async ({
  page,
  context,
}) => {
  const chunksRun = (target: typeof page) =>
    target.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
  // The results page's own chunks: what /search runs beyond what the home page runs.
  const probe = await context.newPage();
  await probe.goto('/');
  await hydrated(probe);
  const homeChunks = await chunksRun(probe);
  await probe.goto('/search?q=reducer');
  await hydrated(probe);
  const resultsChunks = (await chunksRun(probe)).filter((chunk) => !homeChunks.includes(chunk));
  expect(resultsChunks.length, 'the results page has chunks of its own').toBeGreaterThan(0);
  await probe.close();

  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'reducer');
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  await expect(seeAll).toBeVisible(indexLoad);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((link) => link.href),
      ),
    )
    .toEqual(expect.arrayContaining(resultsChunks));
  const [tab] = await Promise.all([context.waitForEvent('page'), seeAll.click({modifiers: ['ControlOrMeta']})]);
  await expect(tab).toHaveURL(/\/search\?q=reducer$/);
  await expect(page).not.toHaveURL(/\/search/);
});

test('/search works on a first load and keeps the query in the URL as it is edited', async ({page}) => {
  await page.goto('/search?q=store');
  await expect(page.locator('.search-results__status')).toContainText(/\d+ pages? match/, indexLoad);
  // Snippets end with at most one ellipsis, and highlights use the site's palette, not the browser's yellow.
  const snippet = page.locator('.search-results__snippet').first();
  await expect(snippet).toBeVisible();
  expect(await snippet.textContent()).not.toMatch(/……|\.\.\.|\.…/);
  expect(await snippet.evaluate((element) => getComputedStyle(element).fontStyle)).toBe('normal');
  expect(
    await page
      .locator('.search-results mark')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor),
  ).not.toBe('rgb(255, 255, 0)');
  await expect(page.locator('article h2').first()).toBeVisible(indexLoad);
  await expect(page.locator('article a[href^="/api/store"]').first()).toBeVisible(indexLoad);
  const field = page.locator('input[name="q"]');
  await field.fill('combineReducers');
  await expect(page).toHaveURL(/\/search\?q=combineReducers$/);
  await expect(page.locator('article a[href^="/api/combinereducers"]').first()).toBeVisible(indexLoad);
});

test('/search loaded cold takes the index manifest from its HTML and fetches both parts at once, before its code runs', async ({
  page,
}) => {
  const requests: Array<{url: string; at: number}> = [];
  const started = Date.now();
  page.on('request', (request) => requests.push({url: request.url(), at: Date.now() - started}));
  await page.goto('/search?q=createSlice');
  await expect(page.locator('article.search-results__page').first()).toBeVisible(indexLoad);
  const urls = requests.map((request) => request.url);
  expect(
    urls.filter((url) => url.endsWith('/search-manifest.json')),
    'manifest requests',
  ).toEqual([]);
  const first = requests.find((request) => isIndex(request.url));
  const text = requests.find((request) => isText(request.url));
  expect(first, 'the first part').toBeDefined();
  expect(text, 'the text part').toBeDefined();
  // Asked for together (the text part no longer waits for the first part to arrive and build).
  expect(Math.abs(text!.at - first!.at), 'ms between the two requests').toBeLessThan(100);
  // A page reached from another one keeps working without the tag (its head is the first page's).
  await page.goto('/api/store');
  await hydrated(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/search?q=combineReducers');
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  });
  await expect(page.locator('article a[href^="/api/combinereducers"]').first()).toBeVisible(indexLoad);
});

test('on a phone, /search draws its frame styled from the first paint: nothing moves as its code and results arrive', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as {shifts: string[]}).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & {sources?: Array<{node?: Node}>}>)
        for (const source of entry.sources ?? []) {
          const element = source.node as Element | undefined;
          shifts.push(`${element?.tagName ?? '?'}.${element?.className ?? ''}`);
        }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto('/search?q=store');
  await expect(page.locator('.search-results__status')).toContainText(/\d+ pages? match/, indexLoad);
  await nextFrames(page);
  // The input, the status line and the footer: drawn by the server's HTML, styled by the page's
  // own stylesheet only once its code arrived, they moved (0.57 of layout shift on a phone).
  const shifted = await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts);
  expect(shifted.filter((element) => !/^ARTICLE\.|^LI\./.test(element))).toEqual([]);
});

test('in the default mode, searching makes no request to any other host', async ({page, baseURL}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  await openAndType(page, 'middleware');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(indexLoad);
  await page.keyboard.press('Escape');
  await page.goto('/search?q=middleware');
  await expect(page.locator('article').first()).toBeVisible(indexLoad);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
});

const awkwardQueries = [
  '',
  '   ',
  'x'.repeat(1000),
  '.*+?^${}()|[]\\<>&"\'',
  '😀 store 🎉',
  'مرحبا redux',
  '<img src=x onerror="window.__pwned=1">',
];

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
  test(`/search?q=${JSON.stringify(query.slice(0, 20))} gives no error and is never interpreted as HTML`, async ({
    page,
  }) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.locator('input[name="q"]')).toHaveValue(query);
    await expect(page.locator('.main-wrapper img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  });
}

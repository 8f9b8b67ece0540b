import type {Page, Request} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/** What the fixture "Algolia" answers: one internal and one external record, DocSearch-shaped. */
function record(url: string, lvl0: string, lvl1: string, lvl2: string | null) {
  const hierarchy = {lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const marked = (text: string) => ({
    value: text.replace(/(store|slice)/gi, '<mark>$1</mark>'),
    matchLevel: 'full',
    matchedWords: ['store'],
  });
  const levels = Object.fromEntries(
    Object.entries(hierarchy)
      .filter(([, value]) => value)
      .map(([key, value]) => [key, marked(value!)]),
  );
  return {
    objectID: url,
    url,
    type: lvl2 ? 'lvl2' : 'lvl1',
    hierarchy,
    content: null,
    _highlightResult: {hierarchy: levels},
    _snippetResult: {hierarchy: levels},
  };
}

const fixtureHits = [
  record('https://redux.js.org/api/store#subscribelistener', 'Store', 'Store', 'subscribe(listener)'),
  record('https://redux-toolkit.js.org/api/createSlice', 'Redux Toolkit', 'createSlice', null),
];

type Query = {indexName?: string; query?: string; params?: unknown; facetFilters?: unknown; facets?: unknown};

/** Answers every Algolia request from the fixture and records the queries sent. */
async function fakeAlgolia(page: Page): Promise<Query[]> {
  const queries: Query[] = [];
  await page.route(/algolia(net)?\.(net|com)\//, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as {requests?: Query[]};
    const requests = body.requests ?? [];
    queries.push(...requests);
    const result = (request: Query) => ({
      hits: fixtureHits,
      nbHits: fixtureHits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query: request.query ?? '',
      params: '',
      index: request.indexName ?? 'redux-docs',
      processingTimeMS: 1,
      facets: {docusaurus_tag: {'docs-default-current': 2}, language: {en: 2}},
    });
    await route.fulfill({contentType: 'application/json', body: JSON.stringify({results: requests.map(result)})});
  });
  return queries;
}

const sent = (queries: Query[]) => JSON.stringify(queries);

test('the modal queries the hosted index with contextual facets and renders its results', async ({page}) => {
  const queries = await fakeAlgolia(page);
  await page.goto('/api/store');
  await hydrated(page);
  await expect(page.locator('link[rel="preconnect"][href*="algolia.net"]')).toHaveCount(1);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('store');
  await expect(page.locator('.DocSearch-Hit a[href="/api/store#subscribelistener"]')).toBeVisible();
  expect(queries.length).toBeGreaterThan(0);
  expect(queries.every((query) => query.indexName === 'redux-docs-test')).toBe(true);
  expect(sent(queries)).toContain('language:en');
  expect(sent(queries)).toContain('docusaurus_tag:docs-default-current');
});

test('an internal hosted result navigates in the site; an external one opens outside it (new tab on click, full load on Enter)', async ({
  page,
  context,
}) => {
  await fakeAlgolia(page);
  await context.route('https://redux-toolkit.js.org/**', (route) =>
    route.fulfill({contentType: 'text/html', body: '<title>RTK</title><h1>createSlice on the Redux Toolkit site</h1>'}),
  );
  await page.goto('/');
  await hydrated(page);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('store');
  await page.locator('.DocSearch-Hit a[href="/api/store#subscribelistener"]').click();
  await expect(page).toHaveURL(/\/api\/store#subscribelistener$/);
  // The address changes before the new page renders (its code may still be loading); a modal
  // opened from the old page's navbar would go with that navbar.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Store');
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('slice');
  const external = page.locator('.DocSearch-Hit a[href="https://redux-toolkit.js.org/api/createSlice"]');
  await expect(external).toBeVisible();
  // A click opens it like every external link of the site: in a new tab.
  await expect(external).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), external.click()]);
  await expect(tab).toHaveURL('https://redux-toolkit.js.org/api/createSlice');
  await tab.close();
  // Keyboard selection navigates this tab with a full page load (not the client-side router).
  if (!(await page.locator('.DocSearch-Modal').isVisible())) await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('slice');
  await expect(external).toBeVisible();
  await page.locator('.DocSearch-Input').press('ArrowDown');
  await page.locator('.DocSearch-Input').press('Enter');
  await expect(page).toHaveURL('https://redux-toolkit.js.org/api/createSlice');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('createSlice on the Redux Toolkit site');
});

test('the /search page queries the hosted index with the language and version facets', async ({page}) => {
  const queries = await fakeAlgolia(page);
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (/algolia/.test(request.url())) requests.push(request);
  });
  await page.goto('/search?q=store');
  await expect(page.locator('article a[href="/api/store#subscribelistener"]')).toBeVisible();
  expect(requests.length).toBeGreaterThan(0);
  expect(sent(queries)).toContain('language');
  expect(sent(queries)).toContain('docs-default-current');
});

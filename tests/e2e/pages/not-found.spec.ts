import {expect, hydrated, test} from '../fixtures';
import {axeViolations} from '../../support/axe';

// The browser logs the 404 response of the page itself as a console error.
test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

test('a path that is not a route answers 404 and shows the not-found page', async ({page}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('a client-side link to an unknown path shows the not-found page', async ({page}) => {
  await page.goto('/api/store');
  await hydrated(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/api/not-a-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('a trailing index.html is stripped: /api/createstore/index.html shows the createStore page', async ({page}) => {
  const response = await page.goto('/api/createstore/index.html');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('createStore');
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
});

test('the not-found page offers a search for the address’s words, the main sections and a way to report the link', async ({
  page,
}) => {
  await page.goto('/usage/writing-tests-old');
  await hydrated(page);
  const search = page.getByRole('search').getByRole('searchbox', {name: 'Search the docs'});
  await expect(search).toHaveValue('writing tests old');
  for (const name of ['Getting Started', 'Tutorial', 'API Reference', 'FAQ']) {
    await expect(page.getByRole('main').getByRole('link', {name: new RegExp(`^${name}`)})).toBeVisible();
  }
  const report = page.getByRole('link', {name: 'Report the broken link'});
  await expect(report).toHaveAttribute('href', /\/issues\/new\?title=Broken%20link%3A%20%2Fusage%2Fwriting-tests-old/);
  // Searching opens the site's search with those words.
  await page.getByRole('search').getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\/search\?q=writing\+tests\+old$/);
  // The results page reads those words and answers with the page the old address was about.
  await expect(page.getByRole('main').getByRole('searchbox', {name: 'Search'})).toHaveValue('writing tests old');
  await expect(
    page.locator('article.search-results__page').first().getByRole('heading', {level: 2}).getByRole('link'),
  ).toHaveAttribute('href', /^\/usage\/writing-tests(#|$)/, {timeout: 20_000});
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the not-found page passes axe in ${colorScheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await page.goto('/usage/writing-tests-old');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const violations = await axeViolations(page);
    expect(violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}

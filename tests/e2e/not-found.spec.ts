import {expect, hydrated, test} from './fixtures';

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

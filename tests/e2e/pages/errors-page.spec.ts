import {errorCodes} from '../../../src/data/errorCodes';
import {expect, hydrated, test} from '../fixtures';

test('the errors page lists every code with a linkable row, also without JavaScript', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/errors');
  for (const {code} of errorCodes) await expect(page.locator(`tr#code-${code} a[href="#code-${code}"]`)).toHaveCount(1);
  await expect(page.locator('tbody tr')).toHaveCount(errorCodes.length);
  await context.close();
});

test('?code=N shows the full message of that code', async ({page}) => {
  await page.goto('/errors?code=15');
  const lookup = page.getByTestId('error-lookup');
  await expect(lookup.getByRole('heading')).toHaveText('Error #15 in full');
  await expect(lookup).toContainText('Dispatching while constructing your middleware is not allowed.');
});

test('an unknown code gets a clear note and the table', async ({page}) => {
  await page.goto('/errors?code=42');
  await expect(page.getByTestId('error-lookup')).toContainText('Redux has no error #42');
  await expect(page.locator('tbody tr')).toHaveCount(errorCodes.length);
});

test('a malformed code gets a clear note, and nothing from the query is interpreted as HTML', async ({page}) => {
  const payload = '<img src=x onerror="window.__pwned=1">';
  await page.goto(`/errors?code=${encodeURIComponent(payload)}`);
  await hydrated(page);
  const lookup = page.getByTestId('error-lookup');
  await expect(lookup).toContainText('is not a number');
  await expect(lookup.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
});

test('without a code the page shows the introduction and the table only', async ({page}) => {
  await page.goto('/errors');
  await hydrated(page);
  await expect(page.getByTestId('error-lookup')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Production error codes');
});

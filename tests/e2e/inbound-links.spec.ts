import {inboundAnchors, inboundRedirects} from '../../config/redirects';
import {expect, test} from './fixtures';


test('/Errors?code=N (as Redux production builds print it) reaches the errors page with its query', async ({page}) => {
  await page.goto('/Errors?code=7');
  await expect(page).toHaveURL(/\/errors\?code=7$/);
  await expect(page.getByRole('heading', {name: 'Error #7 in full'})).toBeVisible();
});

for (const {from, to} of inboundRedirects) {
  // A path ending in /index is rewritten to its folder by the static server itself, which may drop
  // the query; every other redirect is the site's own redirect page, which keeps query and hash.
  const keepsQuery = !from.endsWith('/index');
  test(`${from} reaches ${to}${keepsQuery ? ', keeping query and hash' : ''}`, async ({page}) => {
    await page.goto(`${from}?from=test#top`);
    await expect.poll(() => new URL(page.url()).pathname).toBe(to);
    if (keepsQuery) expect(`${new URL(page.url()).search}${new URL(page.url()).hash}`).toBe('?from=test#top');
  });
}

for (const {path, id} of inboundAnchors) {
  test(`the deep link ${path}#${id} lands on its section`, async ({page}) => {
    await page.goto(`${path}#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
}

import {inboundAnchors, inboundRedirects} from '../../config/redirects';
import {docExists} from '../../config/docExists';
import {expect, test} from './fixtures';

const live = <T extends {requires?: string}>(entries: readonly T[]) => entries.filter(({requires}) => requires === undefined || docExists(requires));

test('/Errors?code=N (as Redux production builds print it) reaches the errors page with its query', async ({page}) => {
  await page.goto('/Errors?code=7');
  await expect(page).toHaveURL(/\/errors\?code=7$/);
  await expect(page.getByRole('heading', {name: 'Error #7 in full'})).toBeVisible();
});

for (const {from, to} of live(inboundRedirects)) {
  test(`${from} redirects to ${to}, keeping query and hash`, async ({page}) => {
    await page.goto(`${from}?from=test#top`);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[/]/g, '\\/')}\\?from=test#top$`));
  });
}

for (const {path, id} of live(inboundAnchors)) {
  test(`the deep link ${path}#${id} lands on its section`, async ({page}) => {
    await page.goto(`${path}#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
}

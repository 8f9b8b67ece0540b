import {announcement} from '../../../config/announcement';
import {expect, hydrated, test} from '../fixtures';

const bar = '.theme-announcement-bar';

test('the announcement bar shows real content and has an id', async ({page}) => {
  expect(announcement.id).toMatch(/\S/);
  await page.goto('/');
  await expect(page.locator(bar)).toContainText('Redux Toolkit 2');
});

test('closing the announcement bar survives a reload', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator(bar).getByRole('button', {name: /close/i}).click();
  await expect(page.locator(bar)).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.locator(bar)).toHaveCount(0);
});

test('a dismissed announcement reappears when the announcement id changes', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator(bar)).toBeVisible();
});

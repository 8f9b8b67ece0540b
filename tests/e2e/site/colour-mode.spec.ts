import {expect, hydrated, test} from '../fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

/** One click of the toggle flips the mode in effect, whatever was stored before. */
async function switchTo(page: import('@playwright/test').Page, mode: 'dark' | 'light') {
  if ((await theme(page)) === mode) return;
  await page.getByRole('button', {name: /dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

test('colour mode is light by default', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('on a first visit every click of the switch flips the mode, and its label says which is in effect', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const toggle = page.getByRole('button', {name: /dark and light mode/i});
  await expect(toggle).toHaveAccessibleName(/currently light mode/);
  for (const mode of ['dark', 'light', 'dark'] as const) {
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(toggle).toHaveAccessibleName(new RegExp(`currently ${mode} mode`));
    // The icon shown is the mode in effect.
    await expect(toggle.locator('svg:visible')).toHaveCount(1);
  }
});

test('the switch changes to dark and the choice persists across reloads', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await switchTo(page, 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/api/store');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a colour-mode change syncs to another open tab', async ({page, context}) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/api/store');
  await hydrated(page);
  await hydrated(other);
  await switchTo(page, 'dark');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await switchTo(page, 'light');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('a first click in a dark system switches to light', async ({page}) => {
    await page.goto('/api/store');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the site follows the system preference while the reader has not chosen', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

import {expect, hydrated, test} from '../fixtures';

test.describe('below 997 px', () => {
  test.use({viewport: {width: 996, height: 800}});

  test('a mobile sidebar replaces the navbar links: docs sidebar first, navbar items second', async ({page}) => {
    await page.goto('/api/store');
    await hydrated(page);
    await expect(page.locator('.navbar__items--right > a.navbar__item').first()).toBeHidden();
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // Primary menu: the docs sidebar of the current page.
    await expect(sidebar.getByRole('link', {name: 'Store', exact: true})).toBeVisible();
    await sidebar.getByRole('button', {name: /back to main menu/i}).click();
    // Secondary menu: the navbar items (Docusaurus calls this panel its "primary" menu).
    const navbarItemsPanel = sidebar.locator('.navbar-sidebar__item').first();
    for (const label of [/^Getting Started$/, /^API$/, /^GitHub/, /^Need help\?$/]) {
      await expect(navbarItemsPanel.getByRole('link', {name: label})).toBeVisible();
    }
  });
});

test.describe('at 997 px', () => {
  test.use({viewport: {width: 997, height: 800}});

  test('the navbar links show and there is no menu toggle', async ({page}) => {
    await page.goto('/api/store');
    await expect(page.locator('.navbar__items--right > a.navbar__item').first()).toBeVisible();
    await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
  });
});

import type {Page} from '@playwright/test';
import {expect, hydrated, test} from '../fixtures';

// Issue 6: every navbar dropdown and the mobile menu open, move and close with the keyboard
// alone, and focus returns where it was. Issue 13: one mouse click opens a dropdown too.

for (const {name, label, items} of [
  {name: 'version', label: 'Next', items: ['Next']},
  {name: 'locale', label: 'English', items: ['English']},
]) {
  test(`the ${name} dropdown opens, moves and closes with the keyboard, and focus returns to it`, async ({page}) => {
    await page.goto('/api/store');
    await hydrated(page);
    const dropdown = page.locator('.navbar__items--right .dropdown', {hasText: label});
    const toggle = dropdown.locator('.navbar__link');
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
    const menuItems = dropdown.locator('.dropdown__menu a');
    await expect(menuItems).toHaveText(items);
    await expect(menuItems.first()).toBeFocused();
    // Arrow keys move through the menu and wrap around.
    await page.keyboard.press('ArrowDown');
    await expect(menuItems.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(menuItems.last()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page).toHaveURL(/\/api\/store$/);

    // ArrowDown opens it too; Tab moves on and closes it.
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menuItems.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
}

for (const {name, label} of [
  {name: 'version', label: 'Next'},
  {name: 'locale', label: 'English'},
]) {
  test(`the ${name} dropdown opens with one mouse click, and a click outside closes it`, async ({page}) => {
    await page.setViewportSize({width: 1350, height: 800});
    await page.goto('/api/store');
    await hydrated(page);
    const dropdown = page.locator('.navbar__items--right .dropdown', {hasText: label});
    const toggle = dropdown.locator('.navbar__link');
    await toggle.hover();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
    await expect(page).toHaveURL(/\/api\/store$/);
    // A click elsewhere closes it (the pointer leaves the toggle, so hover does not hold it open).
    await page.locator('article h1').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown.locator('.dropdown__menu')).toBeHidden();
    // A second click on the open toggle closes it too.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
}

async function openMenuWithKeyboard(page: Page) {
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

test('the mobile menu opens with the keyboard, takes focus, moves with Tab, and Escape closes it and returns focus', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/api/store');
  await hydrated(page);
  const toggle = await openMenuWithKeyboard(page);
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  // Focus is inside the menu, and Tab moves to the next control inside it.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'))).toBe(true);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('closing the mobile menu with its close button also returns focus to the toggle', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/api/store');
  await hydrated(page);
  const toggle = await openMenuWithKeyboard(page);
  const close = page.getByRole('button', {name: 'Close navigation bar'});
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

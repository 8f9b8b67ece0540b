import {expect, hydrated, test} from '../fixtures';

test('with browser storage that throws, a warning is logged and the site works without persistence', async ({page}) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    }
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/api/store');
  await hydrated(page);
  const toggle = page.getByRole('button', {name: /dark and light mode/i});
  // Without storage, one click still flips the mode.
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('.theme-announcement-bar').getByRole('button', {name: /close/i}).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  expect(warnings.some((text) => /storage is not available/i.test(text))).toBe(true);
  // Nothing was stored, so a reload starts over: light mode, announcement back.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});

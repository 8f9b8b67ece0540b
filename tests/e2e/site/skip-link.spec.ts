import {expect, hydrated, test} from '../fixtures';

test('"Skip to main content" is the first stop in tab order and moves focus to the content', async ({page}) => {
  await page.goto('/api/store');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('Skip to main content');
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(document.activeElement?.closest('main') || document.activeElement?.id.includes('skipToContent')),
      ),
    )
    .toBe(true);
});

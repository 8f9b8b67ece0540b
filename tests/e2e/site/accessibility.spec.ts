import {expect, hydrated, test} from '../fixtures';
import {severeViolations} from '../../support/axe';

const pages = ['/', '/api/store', '/errors?code=7'];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});
    for (const path of pages) {
      test(`axe finds no serious or critical violation on ${path}`, async ({page}) => {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const severe = await severeViolations(page);
        expect(severe).toEqual([]);
      });
    }
  });
}

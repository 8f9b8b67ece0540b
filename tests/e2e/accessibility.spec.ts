import AxeBuilder from '@axe-core/playwright';
import {expect, hydrated, test} from './fixtures';

const pages = ['/', '/api/store', '/errors?code=7'];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});
    for (const path of pages) {
      test(`axe finds no serious or critical violation on ${path}`, async ({page}) => {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const results = await new AxeBuilder({page}).analyze();
        const severe = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
        expect(severe).toEqual([]);
      });
    }
  });
}

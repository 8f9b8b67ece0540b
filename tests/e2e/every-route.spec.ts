import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, hydrated, test} from './fixtures';

/** Every page of the built site, from its sitemap (paths without the origin). */
const routes = [...readFileSync(path.join(__dirname, '../../build/sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]!).pathname)
  .sort();

test('the sitemap lists the site’s pages', () => {
  expect(routes.length).toBeGreaterThan(30);
  expect(routes).toContain('/errors');
});

for (const route of routes) {
  test.describe(route, () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${colorScheme}: no serious or critical accessibility violation, no page or console error`, async ({page}) => {
        // axe checks every node's contrast: on the longest tutorial pages that alone takes 20–30 s on a 2-core machine.
        test.setTimeout(120_000);
        await page.emulateMedia({colorScheme});
        await page.goto(route);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const results = await new AxeBuilder({page}).analyze();
        const severe = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
        expect(severe).toEqual([]);
      });
    }

    test('at 360 px wide nothing overflows the viewport horizontally', async ({page}) => {
      await page.setViewportSize({width: 360, height: 740});
      await page.goto(route);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('with JavaScript disabled, every doc page’s title and text are in the served HTML', async ({request}) => {
  const docRoutes = routes.filter((route) => route !== '/' && route !== '/search' && route !== '/errors');
  for (const route of docRoutes) {
    const html = await (await request.get(route)).text();
    const title = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();
    expect(title, route).toBeTruthy();
    const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    const words = article.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
    expect(words, `${route} text`).toBeGreaterThan(150);
  }
});

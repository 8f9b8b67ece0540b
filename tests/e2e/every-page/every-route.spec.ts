import {readFileSync} from 'node:fs';
import path from 'node:path';
import {severeViolations} from '../../support/axe';
import {expect, hydrated, test} from '../fixtures';

/** Every page of the built site, from its sitemap (paths without the origin). */
const routes = [
  ...readFileSync(path.join(__dirname, '../../../build/sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
]
  .map((match) => new URL(match[1]!).pathname)
  .sort();

test('the sitemap lists the site’s pages', () => {
  expect(routes.length).toBeGreaterThan(30);
  expect(routes).toContain('/errors');
});

// One page load per route, to keep this suite quick on a 2-core machine: the full axe check in
// light mode; in dark mode (the same DOM, other colours) the rules that depend on colour; then,
// resized to a phone's width, the overflow check.
const colourRules = ['color-contrast', 'link-in-text-block'];
for (const route of routes) {
  test(`${route}: no serious or critical accessibility violation in light or dark mode, no page or console error, nothing wider than a 360 px phone`, async ({
    page,
  }) => {
    // axe checks every node's contrast: on the longest tutorial pages that takes a few seconds.
    test.setTimeout(90_000);
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(route);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await severeViolations(page), 'light mode').toEqual([]);

    // With no stored choice the site follows the system's preference, as it changes. Colour
    // transitions are switched off first, so that axe reads the final colours, not a mix.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await severeViolations(page, {rules: colourRules}), 'dark mode').toEqual([]);

    await page.setViewportSize({width: 360, height: 740});
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow at 360 px').toBeLessThanOrEqual(0);
  });
}

test('with JavaScript disabled, every doc page’s title and text are in the served HTML', async ({request}) => {
  const docRoutes = routes.filter((route) => route !== '/' && route !== '/search' && route !== '/errors');
  for (const route of docRoutes) {
    const html = await (await request.get(route)).text();
    const title = /<h1[^>]*>(.*?)<\/h1>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim();
    expect(title, route).toBeTruthy();
    const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    const words = article
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words, `${route} text`).toBeGreaterThan(150);
  }
});

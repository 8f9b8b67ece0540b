import {severeViolations} from '../../support/axe';
import {countDownloads, describeWeight, overBudget} from '../budgets/pageWeight';
import {builtHtml, builtRoutes} from '../builtSite';
import {expect, hydrated, nextFrames, test} from '../fixtures';
import {runEveryButton} from '../site/runSample';
import {diagramFrames, expectReadableDiagrams, expectReadableTables} from './phoneLayout';

const routes = builtRoutes;
const hasRunButtons = (html: string) => /data-run-sample=/.test(html);

test('the sitemap lists the site’s pages, with diagrams and tables for the phone checks to see', () => {
  expect(routes.length).toBeGreaterThan(30);
  expect(routes).toContain('/errors');
  expect(routes.filter((route) => /class="?diagram-frame\b/.test(builtHtml(route))).length).toBeGreaterThan(20);
  expect(routes.filter((route) => /<table\b/.test(builtHtml(route))).length).toBeGreaterThan(10);
  expect(routes.filter((route) => hasRunButtons(builtHtml(route))).length).toBeGreaterThan(30);
});

// One page load per route, to keep this suite quick on a 2-core machine: the bytes of its cold
// load against the budget (pageWeight.ts: the test's context is new, so its cache is empty); the
// full axe check in light mode; every Run button of the page, in each language tab
// (plugins/run-samples: each prints what the sample checker's Node run printed; runSample.ts);
// in dark mode (the same DOM, other colours, the run output open) the rules that depend on
// colour; then, resized to a 390 px phone, its diagrams and tables (phoneLayout.ts), and at
// 360 px the overflow check. (A fresh load at 390 px with touch emulation showed the same: the
// layout follows the width alone.)
const colourRules = ['color-contrast', 'link-in-text-block'];
for (const route of routes) {
  const html = builtHtml(route);
  const hasDiagrams = /class="?diagram-frame\b/.test(html);
  const hasTables = /<table\b/.test(html);
  const runs = hasRunButtons(html);
  test(`${route}: within the byte budget cold; no serious or critical accessibility violation in light or dark mode, no page or console error;${runs ? ' every Run button prints what the checker printed;' : ''} on a phone, diagrams and tables readable and nothing wider than 360 px`, async ({
    page,
  }) => {
    // axe checks every node's contrast: on the longest tutorial pages that takes a few seconds,
    // and a page's Run buttons up to ten more.
    test.setTimeout(150_000);
    await page.emulateMedia({colorScheme: 'light'});
    const downloads = countDownloads(page);
    await page.goto(route);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightViolations = await severeViolations(page, {sampleCode: true});
    // Counted once the network is quiet, which it is by now: waiting for that before axe ran
    // took about a second per route. (axe reads the page; it loads nothing.)
    const weight = await downloads.settled();
    test.info().annotations.push({type: 'weight', description: describeWeight(route, weight)});
    expect.soft(overBudget(route, weight), describeWeight(route, weight)).toEqual([]);
    expect(lightViolations, 'light mode').toEqual([]);
    if (runs) expect(await runEveryButton(page), 'blocks run').toBeGreaterThan(0);

    // With no stored choice the site follows the system's preference, as it changes. Colour
    // transitions are switched off first, so that axe reads the final colours, not a mix.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await severeViolations(page, {rules: colourRules, sampleCode: true}), 'dark mode').toEqual([]);

    await page.setViewportSize({width: 390, height: 844});
    await nextFrames(page);
    if (hasDiagrams) {
      expect((await diagramFrames(page)).length, 'diagrams on the page').toBeGreaterThan(0);
      await expectReadableDiagrams(page);
    }
    if (hasTables) await expectReadableTables(page);

    await page.setViewportSize({width: 360, height: 740});
    await nextFrames(page);
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

import {expect, hydrated, test} from '../fixtures';

// config/ssrTemplate.ts: the app's scripts are requested only once the browser has parsed the
// server's HTML and rendered a frame of it; the app then starts as usual.
for (const route of ['/', '/tutorials/essentials/part-4-using-data']) {
  test(`${route}: the app's scripts are requested after the HTML is parsed and a frame rendered, and the app then starts`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as {firstFrame: number}).firstFrame = performance.now();
      });
    });
    await page.goto(route);
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/(runtime~main|main)\.[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return {
        parsed: navigation.domInteractive,
        firstFrame: (window as unknown as {firstFrame: number}).firstFrame,
        scripts,
      };
    });
    expect(timing.scripts, 'the runtime and main bundles were loaded').toHaveLength(2);
    for (const requested of timing.scripts) {
      expect(requested).toBeGreaterThanOrEqual(timing.parsed);
      expect(requested).toBeGreaterThanOrEqual(timing.firstFrame);
    }
    // No leftover of Docusaurus's base-URL banner once the app's script has loaded.
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  });
}

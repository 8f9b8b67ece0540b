import {expect, hydrated, test} from '../fixtures';

// plugins/page-weight/client/prefetch.ts: each file is prefetched once, and never one the page already runs.
for (const width of [412, 1280]) {
  test(`at ${width} px, a long page prefetches each linked page's files once, and none it has already loaded`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 823});
    await page.goto('/tutorials/essentials/part-4-using-data');
    await hydrated(page);
    await page.waitForTimeout(1500);
    const {prefetched, scripts} = await page.evaluate(() => ({
      prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map(
        (link) => link.href,
      ),
      // The chunks the page ran (webpack removes their script tags once loaded; the timings stay).
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    }));
    expect(prefetched.length, 'the page prefetches the pages it links to').toBeGreaterThan(0);
    expect(prefetched.length, 'no file twice').toBe(new Set(prefetched).size);
    expect(
      prefetched.filter((href) => scripts.includes(href)),
      'no file the page already loaded',
    ).toEqual([]);
  });
}

import {expect, hydrated, test} from '../fixtures';

// Building the browser's locale data (an Intl formatter or collator, or a first localeCompare)
// took 118 + 74 ms of a doc page's load at phone speed: plugins/page-weight (theme/LastUpdated and
// client/shallowMemoObject.js) keeps it out of the load. Counted by wrapping those entry points
// before any of the page's scripts run.
for (const route of ['/tutorials/essentials/part-8-rtk-query-advanced', '/api/createstore', '/faq', '/']) {
  test(`${route} builds no locale data while it loads and hydrates`, async ({page}) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {localeDataCalls: string[]}).localeDataCalls = calls;
      const count = <T extends object>(owner: T, name: keyof T & string, label: string) => {
        const original = owner[name] as unknown as (...args: unknown[]) => unknown;
        const wrapped = function (this: unknown, ...args: unknown[]) {
          calls.push(`${label} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
          return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
        };
        wrapped.prototype = (original as {prototype?: unknown}).prototype;
        Object.defineProperty(owner, name, {value: wrapped, configurable: true, writable: true});
      };
      count(String.prototype, 'localeCompare', 'localeCompare');
      count(Intl, 'DateTimeFormat', 'Intl.DateTimeFormat');
      count(Intl, 'Collator', 'Intl.Collator');
      count(Intl, 'NumberFormat', 'Intl.NumberFormat');
    });
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {localeDataCalls: string[]}).localeDataCalls)).toEqual([]);
    // The last-update date still reads as before.
    if (route !== '/')
      await expect(page.locator('.theme-last-updated time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });
}

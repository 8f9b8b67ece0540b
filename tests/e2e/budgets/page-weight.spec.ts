import {builtRoutes} from '../builtSite';
import {expect, test} from '../fixtures';
import {countDownloads, describeWeight, longPageCeilingKiB, overBudget} from './pageWeight';

// Every route's cold-load weight is checked in every-route.spec.ts, in the one page load it makes
// of each route (pageWeight.ts). This file checks the one page that has to download more.

test('the search page downloads the index, within its ceiling, and everything else within the budget', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const route = '/search?q=store';
  const downloads = countDownloads(page);
  // The search page fetches the index's parts once it runs; its full text part comes last.
  const indexLoaded = page.waitForEvent('requestfinished', {
    predicate: (request) => /\/search-index\.text\.[^/]+\.json$/.test(request.url()),
    timeout: 60_000,
  });
  await page.goto(route, {waitUntil: 'load'});
  await indexLoaded;
  const weight = await downloads.settled();
  console.log(describeWeight(route, weight));
  expect(weight.searchIndex, 'the search page downloads the index').toBeGreaterThan(0);
  expect(overBudget(route, weight), describeWeight(route, weight)).toEqual([]);
});

test('the long pages allowed over 200 KiB are pages of the site (a ceiling for a page that is gone is removed)', () => {
  for (const route of Object.keys(longPageCeilingKiB)) expect(builtRoutes, route).toContain(route);
});

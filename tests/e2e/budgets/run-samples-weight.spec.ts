import {gzippedSizeOfBuiltUrl} from '../../../scripts/lib/serveBuild';
import {expect, hydrated, test} from '../fixtures';

// What the Run buttons cost (plugins/run-samples): the first Run of a visit downloads the runner,
// its worker, the page's compiled samples and the packages, at most 80 KiB gzipped. (The packages'
// files have content-hashed names that every page shares, cached for a year: build/_headers.)
const firstRunKiB = 80;

test('the first Run downloads at most 80 KiB (gzipped)', async ({page}) => {
  test.setTimeout(90_000);
  await page.goto('/redux-toolkit/overview');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(request.url()));
  const sample = page.locator('article .run-sample:visible').first();
  await sample.getByRole('button', {name: 'Run'}).click();
  await expect(sample.locator('.run-sample__status')).toHaveText('Printed what its // prints: comments say.', {
    timeout: 15_000,
  });
  const bytes = fetched.reduce((sum, url) => sum + gzippedSizeOfBuiltUrl(url), 0);
  console.log(`first Run: ${(bytes / 1024).toFixed(1)} KiB gzipped in ${fetched.length} files`);
  expect(fetched.some((url) => /\/run-samples\/packages\/reduxjs-toolkit-/.test(url))).toBe(true);
  expect(bytes / 1024).toBeLessThanOrEqual(firstRunKiB);
});

import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, hydrated, test} from '../fixtures';

const buildDir = path.join(__dirname, '../../../build');

test('with no analytics configured, no analytics code ships', async () => {
  const scripts = readdirSync(path.join(buildDir, 'assets/js')).map((file) =>
    readFileSync(path.join(buildDir, 'assets/js', file), 'utf8'),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const marker of ['google-analytics.com', '/api/send', 'page_view', 'ANALYTICS_CONFIG']) {
    expect(scripts.filter((source) => source.includes(marker)).length, marker).toBe(0);
  }
});

test('by default, browsing the site makes no request to any other host', async ({page, baseURL}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== baseURL) foreign.push(request.url());
  });
  for (const route of ['/', '/introduction/getting-started', '/api/store', '/errors?code=3', '/search?q=store']) {
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  }
  await page.locator('.navbar .DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('dispatch');
  // The first search loads the index and builds the engine: seconds on a busy machine.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 30_000});
  expect(foreign).toEqual([]);
});

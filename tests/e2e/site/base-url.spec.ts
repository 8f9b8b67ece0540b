import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '../fixtures';

// The page is deliberately broken: its scripts and styles are not found at the wrong base URL.
test.use({allowedConsoleErrors: /Failed to load resource/});

test("a misconfigured base URL shows Docusaurus's banner with the suggested base URL", async ({page, baseURL}) => {
  // Serve the built home page from /docs/, as a host would when the site was built for '/' but
  // deployed under /docs/: its assets (requested from /assets/…) are then missing.
  const html = readFileSync(path.join(__dirname, '../../../build/index.html'), 'utf8');
  await page.route(`${baseURL}/docs/`, (route) => route.fulfill({contentType: 'text/html', body: html}));
  await page.route(`${baseURL}/assets/**`, (route) => route.fulfill({status: 404, body: 'not found'}));
  await page.goto('/docs/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('baseUrl');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/docs/');
});

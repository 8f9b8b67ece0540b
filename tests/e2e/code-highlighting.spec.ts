import {expect, hydrated, test} from './fixtures';

// Code is highlighted at build time (plugins/static-highlight): the served HTML already has the
// token spans, no highlighter is downloaded, and the colours follow the colour mode.
test('code blocks arrive highlighted, take their colours from the colour mode, and no highlighter ships', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  const html = await (await page.request.get('/api/store')).text();
  expect(html).toMatch(/<span class="token keyword">/);

  await page.goto('/api/store');
  await hydrated(page);
  const keyword = page.locator('.theme-code-block .token.keyword').first();
  await expect(keyword).toHaveCSS('color', 'rgb(164, 14, 38)');
  // The switch cycles through light, dark and system (which is light here).
  const toggle = page.getByRole('button', {name: /dark and light mode/i});
  await expect(async () => {
    await toggle.click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  }).toPass();
  await expect(keyword).not.toHaveCSS('color', 'rgb(164, 14, 38)');
  // Prism's grammar table ("languages.extend") would be in any bundle that highlights in the browser.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((source) => source.includes('insertBefore') && source.includes('languages'))).toBe(false);
});

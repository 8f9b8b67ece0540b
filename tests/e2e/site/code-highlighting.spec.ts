import {expect, hydrated, test} from '../fixtures';
import {accessibleDarkCodeTheme} from '../../../config/prismLight';

// Code is highlighted at build time (plugins/static-highlight): the served HTML already has the
// token spans, no highlighter is downloaded, and the colours follow the colour mode.
test('code blocks arrive highlighted, take their colours from the colour mode, and no highlighter ships', async ({
  page,
}) => {
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
  await page.getByRole('button', {name: /dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(keyword).not.toHaveCSS('color', 'rgb(164, 14, 38)');
  // Prism's grammar table ("languages.extend") would be in any bundle that highlights in the browser.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((source) => source.includes('insertBefore') && source.includes('languages'))).toBe(false);
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('a page opened in dark mode shows dark code blocks, and hydration re-creates no code block', async ({page}) => {
    await page.addInitScript(() => {
      // Counts code lines removed from the document from the first byte on.
      const removed = {count: 0};
      (window as unknown as {__removedCodeLines: typeof removed}).__removedCodeLines = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && (node.matches('.token-line') || node.querySelector('.token-line')))
              removed.count++;
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/api/store');
    await hydrated(page);
    const block = page.locator('.theme-code-block').first();
    // The dark code theme's background, although the server rendered the light one's.
    const background = await block.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--prism-background-color').trim(),
    );
    expect(background.toLowerCase()).toBe(accessibleDarkCodeTheme.plain.backgroundColor!.toLowerCase());
    await expect(page.locator('.theme-code-block .token.keyword').first()).not.toHaveCSS('color', 'rgb(164, 14, 38)');
    expect(
      await page.evaluate(() => (window as unknown as {__removedCodeLines: {count: number}}).__removedCodeLines.count),
    ).toBe(0);
  });
});

import {expect, hydrated, test} from '../fixtures';

// A code block's copy and word-wrap buttons (Docusaurus's own) mount when the block nears the
// screen, or when the pointer or focus reaches it (plugins/static-highlight/client/CodeBlockTools.tsx), not for every
// block at once after hydration.
const longPage = '/tutorials/essentials/part-4-using-data';

test('blocks near the screen have their buttons; far ones get them as they come into view', async ({page}) => {
  await page.goto(longPage);
  await hydrated(page);
  // The visible blocks (a JavaScript twin in a hidden tab gets its buttons when it is shown).
  const blocks = page.locator('article .theme-code-block:visible');
  const total = await blocks.count();
  expect(total).toBeGreaterThan(10);
  const withButtons = () =>
    page
      .locator('article .theme-code-block:visible')
      .filter({has: page.getByRole('button', {name: /copy/i})})
      .count();
  await expect.poll(withButtons).toBeGreaterThan(0);
  expect(await withButtons()).toBeLessThan(total / 2);
  const last = blocks.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('button', {name: /copy/i})).toBeAttached();
});

test('the copy button copies the block’s code, and says so', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api/store');
  await hydrated(page);
  const block = page.locator('article .theme-code-block').first();
  await block.hover();
  const copy = block.getByRole('button', {name: /copy/i});
  await copy.click();
  await expect(block.getByRole('button', {name: /copied/i})).toBeAttached();
  const code = await block
    .locator('.token-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
  expect(code.split('\n').length).toBeGreaterThan(2);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test('keyboard focus on a far block brings its buttons, next in the tab order', async ({page}) => {
  await page.goto(longPage);
  await hydrated(page);
  const pre = page.locator('article .theme-code-block:visible pre').last();
  await pre.focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /copy|wrap/i);
});

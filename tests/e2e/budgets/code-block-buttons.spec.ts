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

test('on a phone, a block wider than the column offers word wrap, which wraps it; blocks that fit do not', async ({
  page,
}) => {
  await page.setViewportSize({width: 360, height: 740});
  await page.goto('/introduction/installation');
  await hydrated(page);
  const blocks = page.locator('article .theme-code-block:visible');
  const scrolls = (index: number) =>
    blocks
      .nth(index)
      .locator('pre')
      .evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  const count = await blocks.count();
  let wide = -1;
  let narrow = -1;
  for (let index = 0; index < count && (wide < 0 || narrow < 0); index++) {
    if (await scrolls(index)) wide = wide < 0 ? index : wide;
    else narrow = narrow < 0 ? index : narrow;
  }
  expect(wide, 'a block wider than 360 px').toBeGreaterThanOrEqual(0);
  expect(narrow, 'a block that fits').toBeGreaterThanOrEqual(0);

  const wrap = (index: number) => blocks.nth(index).getByRole('button', {name: /word wrap/i});
  await blocks.nth(narrow).hover();
  await expect(blocks.nth(narrow).getByRole('button', {name: /copy/i})).toBeAttached();
  await expect(wrap(narrow)).toHaveCount(0);
  await blocks.nth(wide).hover();
  await wrap(wide).click();
  await expect.poll(() => scrolls(wide), 'the wrapped block fits').toBe(false);
  // Wrapped, it still offers the button, to unwrap it.
  await wrap(wide).click();
  await expect.poll(() => scrolls(wide), 'unwrapped again').toBe(true);
});

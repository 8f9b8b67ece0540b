import {expect, hydrated, test} from '../fixtures';

// The "Copy page" button copies the page's Markdown, as served at its route plus .md
// (plugins/page-markdown/client/CopyPageButton).
test.beforeEach(async ({context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('Copy page copies what the page’s .md serves, says so, and loads nothing before the click', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/api/store');
  await hydrated(page);
  expect(requests.filter((path) => path.endsWith('.md'))).toEqual([]);
  const scriptsBefore = requests.filter((path) => path.endsWith('.js')).length;
  const button = page.getByRole('button', {name: 'Copy page'});
  await button.click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown'})).toBeAttached();
  // The copying code and the Markdown arrived on the click: the copying code (the only script
  // that uses ClipboardItem) is in a script requested after it, and in none requested before.
  const scripts = requests.filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(scriptsBefore);
  const usesClipboard = async (path: string) => (await (await page.request.get(path)).text()).includes('ClipboardItem');
  for (const path of scripts.slice(0, scriptsBefore))
    expect(await usesClipboard(path), `${path} loaded before the click`).toBe(false);
  expect((await Promise.all(scripts.slice(scriptsBefore).map(usesClipboard))).some(Boolean)).toBe(true);
  expect(requests).toContain('/api/store.md');
  const served = await (await page.request.get('/api/store.md')).text();
  expect(served.startsWith('# Store\n')).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(served);
});

test('Copy page works from the keyboard', async ({page}) => {
  await page.goto('/usage/migrating-to-redux');
  await hydrated(page);
  await page.getByRole('button', {name: 'Copy page'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: 'Copied'})).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await (await page.request.get('/usage/migrating-to-redux.md')).text(),
  );
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`on a phone, ${colorScheme}`, () => {
    test.use({viewport: {width: 360, height: 740}, colorScheme});

    test('the button is on screen, inside the page, and readable', async ({page}) => {
      await page.goto('/tutorials/essentials/part-3-data-flow');
      await hydrated(page);
      const button = page.getByRole('button', {name: 'Copy page'});
      await expect(button).toBeInViewport();
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      const [color, background] = await button.evaluate((element) => [
        getComputedStyle(element).color,
        getComputedStyle(document.body).backgroundColor,
      ]);
      expect(color).not.toBe(background);
    });
  });
}

import {expect, hydrated, test} from './fixtures';

// The server renders with React and the browser hydrates with Preact (plugins/preact-client):
// after hydration every page must read exactly as the server sent it, with nothing lost,
// doubled or reordered, and its interactive parts must work.
const pages = ['/', '/api/store', '/tutorials/quick-start', '/tutorials/essentials/part-2-app-structure', '/tutorials/videos', '/faq/general', '/errors'];

for (const path of pages) {
  test(`${path} reads the same after hydration as in the server HTML`, async ({page, browser}) => {
    const noScript = await browser.newContext({javaScriptEnabled: false});
    const staticPage = await noScript.newPage();
    await staticPage.goto(path);
    const serverText = await staticPage.locator('main').innerText();
    await noScript.close();

    await page.goto(path);
    await hydrated(page);
    expect(await page.locator('main').innerText()).toBe(serverText);
  });
}

test('interactive parts work after hydration: tabs switch, a collapsed block opens', async ({page}) => {
  await page.goto('/introduction/installation');
  await hydrated(page);
  const yarnTab = page.getByRole('tab', {name: 'Yarn'}).first();
  await yarnTab.click();
  await expect(yarnTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('yarn add');
});

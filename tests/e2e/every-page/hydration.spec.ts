import {expect, hydrated, test} from '../fixtures';

// The server renders with React and the browser hydrates with React DOM: after hydration every
// page must read exactly as the server sent it, with nothing lost, doubled or reordered, with no
// hydration error (the fixture fails a test on any console error), and its parts must work.
const pages = [
  '/',
  '/api/store',
  '/tutorials/quick-start',
  '/tutorials/essentials/part-2-app-structure',
  '/tutorials/videos',
  '/faq/general',
  '/errors',
];

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

test('the browser runs React DOM 19, not a stand-in', async ({page}) => {
  // React DOM announces itself to the DevTools hook when it starts; a stand-in (Preact's
  // compatibility layer) never does. A minimal hook records what registers.
  await page.addInitScript(() => {
    const renderers: Array<{name?: string; version?: string}> = [];
    (window as unknown as {__seenRenderers: typeof renderers}).__seenRenderers = renderers;
    (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(internals: {rendererPackageName?: string; version?: string}) {
        renderers.push({name: internals.rendererPackageName, version: internals.version});
        return renderers.length;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
  await page.goto('/api/store');
  await hydrated(page);
  const renderers = await page.evaluate(
    () => (window as unknown as {__seenRenderers: Array<{name?: string; version?: string}>}).__seenRenderers,
  );
  expect(renderers).toEqual([{name: 'react-dom', version: expect.stringMatching(/^19\./)}]);
});

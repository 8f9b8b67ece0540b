import {expect, hydrated, test} from './fixtures';

test('/usage/migrating-to-redux is a doc page without a sidebar, and the sidebar does not list it', async ({page}) => {
  await page.goto('/usage/migrating-to-redux');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Migrating to Modern Redux');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);

  await page.goto('/usage/troubleshooting');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await expect(sidebar.getByRole('link', {name: 'Usage With TypeScript', exact: true})).toHaveAttribute('href', '/usage/usage-with-typescript');
  await expect(sidebar.locator('a[href="/usage/migrating-to-redux"]')).toHaveCount(0);
});

/** The diagrams of these usage guides: page, and the start of the SVG's title (its accessible name). */
const diagrams = [
  {route: '/usage/usage-with-typescript', name: /^How types flow through a typed Redux app/},
  {route: '/usage/deriving-data-selectors', name: /^Three calls of a memoized selector/},
  {route: '/usage/deriving-data-selectors', name: /^Two list components, one showing food/},
  {route: '/usage/writing-logic-thunks', name: /^What the thunk middleware does with each dispatched value/},
  {route: '/usage/migrating-to-redux', name: /^The migration route in five steps/},
];

for (const {route, name} of diagrams) {
  test(`${route}: the diagram "${name.source.slice(1, 40)}…" is a named image that follows the colour mode`, async ({page}) => {
    await page.goto(route);
    await hydrated(page);
    const diagram = page.getByRole('img', {name});
    await expect(diagram).toBeVisible();
    const box = await diagram.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    // The drawing uses currentColor: its text colour is the page's text colour in each mode.
    const colour = () => diagram.evaluate((svg) => getComputedStyle(svg).color);
    const light = await colour();
    await page.emulateMedia({colorScheme: 'dark'});
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await colour()).not.toBe(light);
  });
}

import {expect, hydrated, test} from '../fixtures';

test('the navbar’s "Usage Guide", right after "Tutorial", opens /usage', async ({page}) => {
  await page.goto('/introduction/getting-started');
  const items = page.getByRole('navigation', {name: 'Main'}).locator('.navbar__items--right > a.navbar__item');
  const labels = await items.allTextContents();
  expect(labels.indexOf('Usage Guide')).toBe(labels.indexOf('Tutorial') + 1);
  await items.filter({hasText: 'Usage Guide'}).click();
  await expect(page).toHaveURL(/\/usage$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Usage Guides');
});

/** The sidebar's Using Redux groups and their guides, in the order of the plan (content-plan.md 2.2). */
const usageGroups = [
  {
    label: 'Setup and Organization',
    slugs: ['configuring-your-store', 'code-splitting', 'server-rendering', 'isolating-redux-sub-apps'],
  },
  {label: 'Code Quality', slugs: ['usage-with-typescript', 'writing-tests', 'troubleshooting']},
  {
    label: 'Redux Logic and Patterns',
    slugs: ['reducing-boilerplate', 'deriving-data-selectors', 'writing-logic-thunks', 'implementing-undo-history'],
  },
];

for (const {label, slugs} of usageGroups) {
  test(`the sidebar’s "${label}" group lists its usage guides in the planned order`, async ({page}) => {
    // On one of its pages the group is open; categories start collapsed elsewhere.
    await page.goto(`/usage/${slugs[0]}`);
    await hydrated(page);
    const {groups, links} = await page.evaluate((name) => {
      const labelOf = (item: Element) =>
        item.querySelector(':scope > .menu__list-item-collapsible')?.textContent?.trim();
      const usingRedux = Array.from(document.querySelectorAll('.theme-doc-sidebar-item-category')).find(
        (item) => labelOf(item) === 'Using Redux',
      );
      const group = Array.from(usingRedux?.querySelectorAll(':scope > ul > li') ?? []).find(
        (item) => labelOf(item) === name,
      );
      return {
        groups: Array.from(usingRedux?.querySelectorAll(':scope > ul > li') ?? []).map(
          (item) => labelOf(item) ?? item.querySelector('a')?.getAttribute('href'),
        ),
        links: Array.from(group?.querySelectorAll(':scope > ul > li > a.menu__link') ?? []).map((anchor) =>
          anchor.getAttribute('href'),
        ),
      };
    }, label);
    expect(groups).toEqual(['/usage', ...usageGroups.map((group) => group.label)]);
    expect(links).toEqual(slugs.map((slug) => `/usage/${slug}`));
  });
}

for (const {route, title} of [
  {route: '/usage/migrating-to-redux', title: 'Migrating to Modern Redux'},
  {route: '/usage/using-object-spread-operator', title: 'Using the Object Spread Operator'},
]) {
  test(`${route} renders without a sidebar, and the sidebar does not list it`, async ({page}) => {
    await page.goto(route);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    expect((await page.locator('article').innerText()).split(/\s+/).length, 'words on the page').toBeGreaterThan(500);

    await page.goto('/usage/troubleshooting');
    await expect(page.locator(`.theme-doc-sidebar-menu a[href="${route}"]`)).toHaveCount(0);
  });
}

/** The diagrams of these usage guides: page, and the start of the SVG's title (its accessible name). */
const diagrams = [
  {route: '/usage/usage-with-typescript', name: /^How types flow through a typed Redux app/},
  {route: '/usage/deriving-data-selectors', name: /^Three calls of a memoized selector/},
  {route: '/usage/deriving-data-selectors', name: /^Two list components, one showing food/},
  {route: '/usage/writing-logic-thunks', name: /^What the thunk middleware does with each dispatched value/},
  {route: '/usage/migrating-to-redux', name: /^The migration route in five steps/},
  {route: '/usage/configuring-your-store', name: /^What configureStore assembles/},
  {route: '/usage/code-splitting', name: /^Timeline of a lazily loaded slice/},
  {route: '/usage/server-rendering', name: /^The life of a server-rendered request/},
  {route: '/usage/isolating-redux-sub-apps', name: /^A host page containing three isolated widgets/},
  {route: '/usage/writing-tests', name: /^The test harness/},
  {route: '/usage/implementing-undo-history', name: /^Undo history as past, present and future/},
  {route: '/usage/using-object-spread-operator', name: /^A nested update with spread copies only the path/},
];

for (const {route, name} of diagrams) {
  test(`${route}: the diagram "${name.source.slice(1, 40)}…" is a named image that follows the colour mode`, async ({
    page,
  }) => {
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

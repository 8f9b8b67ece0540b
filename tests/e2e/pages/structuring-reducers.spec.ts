import {expect, hydrated, test} from '../fixtures';

/** The Structuring Reducers series, in its planned reading order, with the diagram each page has. */
const series: Array<{slug: string; diagram: boolean}> = [
  {slug: 'structuring-reducers', diagram: false},
  {slug: 'prerequisite-concepts', diagram: false},
  {slug: 'basic-reducer-structure', diagram: true},
  {slug: 'splitting-reducer-logic', diagram: true},
  {slug: 'refactoring-reducer-example', diagram: false},
  {slug: 'using-combinereducers', diagram: true},
  {slug: 'beyond-combinereducers', diagram: true},
  {slug: 'normalizing-state-shape', diagram: true},
  {slug: 'updating-normalized-data', diagram: true},
  {slug: 'reusing-reducer-logic', diagram: true},
  {slug: 'immutable-update-patterns', diagram: true},
  {slug: 'initializing-state', diagram: true},
];
const route = (slug: string) => `/usage/structuring-reducers/${slug}`;

test('the sidebar’s Structuring Reducers category opens the overview and lists the other eleven pages in reading order, at their planned routes', async ({
  page,
}) => {
  await page.goto(route('structuring-reducers'));
  await hydrated(page);
  const {overview, links} = await page.evaluate(() => {
    const label = Array.from(
      document.querySelectorAll('.theme-doc-sidebar-item-category > .menu__list-item-collapsible'),
    ).find((element) => element.textContent?.trim() === 'Structuring Reducers');
    const items = label?.parentElement?.querySelectorAll(':scope > ul > li > a') ?? [];
    const own = label?.querySelector('a');
    return {
      overview: own ? new URL(own.href).pathname : undefined,
      links: Array.from(items).map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    };
  });
  // The overview is the category's own link, not a child of the same name.
  expect(overview).toBe(route(series[0]!.slug));
  expect(links).toEqual(series.slice(1).map(({slug}) => route(slug)));
});

test('the series index links to every other page of the series', async ({page}) => {
  await page.goto(route('structuring-reducers'));
  const article = page.locator('article');
  for (const {slug} of series.slice(1)) {
    await expect(article.locator(`a[href="${route(slug)}"]`).first(), slug).toBeAttached();
  }
});

for (const {slug} of series.filter(({diagram}) => diagram)) {
  test(`${slug}: its diagram is named by its title and follows the colour mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(route(slug));
    await hydrated(page);
    const diagram = page.locator('article svg.diagram');
    await expect(diagram).toHaveCount(1);
    await expect(diagram).toBeVisible();
    await expect(diagram).toHaveAttribute('role', 'img');
    const name = await diagram.evaluate(
      (svg) => document.getElementById(svg.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    );
    expect(name.length, 'accessible name from the <title>').toBeGreaterThan(60);
    const colour = () => diagram.evaluate((svg) => getComputedStyle(svg).color);
    const light = await colour();
    // No stored choice: the site follows the system's colour scheme.
    await page.emulateMedia({colorScheme: 'dark'});
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await colour()).not.toBe(light);
  });
}

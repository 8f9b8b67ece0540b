import {editUrlBase} from '../../../config/site';
import {expect, hydrated, test} from '../fixtures';

test('a doc page shows its last update time taken from git', async ({page}) => {
  await page.goto('/api/store');
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d+, \d{4}/);
});

test("a doc page's edit link opens the page's source in the repository that holds it, or is left out", async ({
  page,
}) => {
  await page.goto('/api/store');
  const editLink = page.getByRole('link', {name: /edit this page/i});
  // The build and this test read the same settings (config/site.ts): the environment, else the checkout's origin
  const base = editUrlBase();
  if (base) await expect(editLink).toHaveAttribute('href', `${base}docs/api/store.mdx`);
  else await expect(editLink).toHaveCount(0);
});

test('a doc page links to the previous and next pages', async ({page}) => {
  await page.goto('/api/store');
  await expect(page.locator('.pagination-nav__link--prev')).toContainText('createStore');
  await expect(page.locator('.pagination-nav__link--next')).toContainText('combineReducers');
});

test('the table of contents lists exactly the level 2 and 3 headings', async ({page}) => {
  await page.goto('/api/applymiddleware');
  const tocTargets = await page
    .locator('.theme-doc-toc-desktop a.table-of-contents__link')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
  const headings = await page
    .locator('article .markdown')
    .evaluate((article) => Array.from(article.querySelectorAll('h2[id], h3[id]'), (heading) => heading.id));
  expect(tocTargets.length).toBeGreaterThan(3);
  expect(tocTargets).toEqual(headings);
  expect(await page.locator('article .markdown h3').count()).toBeGreaterThan(0);
});

test('the sidebar opens only the categories that lead to the page; opening another closes none; it cannot be hidden', async ({
  page,
}) => {
  await page.goto('/tutorials/essentials/part-3-data-flow');
  await hydrated(page);
  await expect(page.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const toggle = (label: string) =>
    sidebar.locator('.menu__list-item-collapsible', {hasText: label}).first().locator('a, button').first();
  // The page's category and the one around it are open; every other category is closed.
  await expect(toggle('Redux Essentials')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle('Tutorials')).toHaveAttribute('aria-expanded', 'true');
  for (const label of ['Introduction', 'Redux Fundamentals', 'FAQ', 'API Reference']) {
    await expect(toggle(label)).toHaveAttribute('aria-expanded', 'false');
  }
  const expanded = await sidebar.locator('[aria-expanded="true"]').count();
  expect(expanded).toBe(2);
  // A closed category's links are not rendered until it opens.
  await expect(sidebar.getByRole('link', {name: 'Store', exact: true})).toHaveCount(0);
  await toggle('API Reference').click();
  await expect(toggle('API Reference')).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', {name: 'Store', exact: true})).toBeVisible();
  await toggle('Introduction').click();
  await expect(toggle('Introduction')).toHaveAttribute('aria-expanded', 'true');
  // Opening one closes none.
  for (const label of ['API Reference', 'Redux Essentials', 'Tutorials'])
    await expect(toggle(label)).toHaveAttribute('aria-expanded', 'true');
});

test('/introduction is a doc page without a sidebar', async ({page}) => {
  await page.goto('/introduction');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

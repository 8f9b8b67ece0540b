import {editUrlBase} from '../../config/site';
import {expect, hydrated, test} from './fixtures';

test('a doc page shows its last update time taken from git', async ({page}) => {
  await page.goto('/api/store');
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d+, \d{4}/);
});

test("a doc page's edit link opens the page's source in the configured repository", async ({page}) => {
  await page.goto('/api/store');
  await expect(page.getByRole('link', {name: /edit this page/i})).toHaveAttribute('href', `${editUrlBase()}docs/api/store.mdx`);
});

test('a doc page links to the previous and next pages', async ({page}) => {
  await page.goto('/api/store');
  await expect(page.locator('.pagination-nav__link--prev')).toContainText('createStore');
  await expect(page.locator('.pagination-nav__link--next')).toContainText('combineReducers');
});

test('the table of contents lists exactly the level 2 and 3 headings', async ({page}) => {
  await page.goto('/api/applymiddleware');
  const tocTargets = await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').evaluateAll((links) =>
    links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))),
  );
  const headings = await page.locator('article .markdown').evaluate((article) =>
    Array.from(article.querySelectorAll('h2[id], h3[id]'), (heading) => heading.id),
  );
  expect(tocTargets.length).toBeGreaterThan(3);
  expect(tocTargets).toEqual(headings);
  expect(await page.locator('article .markdown h3').count()).toBeGreaterThan(0);
});

test('the sidebar cannot be hidden and opening a category does not collapse the others', async ({page}) => {
  await page.goto('/api/store');
  await hydrated(page);
  await expect(page.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const category = (label: string) => sidebar.locator('.menu__list-item-collapsible', {hasText: label}).first();
  // Both categories are open at once.
  await expect(category('Introduction').locator('a')).toHaveAttribute('aria-expanded', 'true');
  await expect(category('API Reference').locator('a')).toHaveAttribute('aria-expanded', 'true');
  await category('Introduction').locator('a').click();
  await expect(category('Introduction').locator('a')).toHaveAttribute('aria-expanded', 'false');
  await category('Introduction').locator('a').click();
  await expect(category('Introduction').locator('a')).toHaveAttribute('aria-expanded', 'true');
  await expect(category('API Reference').locator('a')).toHaveAttribute('aria-expanded', 'true');
});

test('/introduction is a doc page without a sidebar', async ({page}) => {
  await page.goto('/introduction');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

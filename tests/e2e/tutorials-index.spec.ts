import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, hydrated, test} from './fixtures';

// The specification's route for the tutorials index is /tutorials/index. `docusaurus serve` (like
// hosts with clean URLs) answers it with a redirect to /tutorials; a plain static host serves
// tutorials/index/index.html. Both must show the page (plugins/index-route-alias).
const heading = 'Redux Tutorials Index';
const built = (file: string) => readFileSync(path.join(__dirname, '../../build', file), 'utf8');

for (const address of ['/tutorials/index', '/tutorials']) {
  test(`${address} shows the tutorials index at /tutorials/index, with its sidebar entry current`, async ({page}) => {
    await page.goto(address);
    await hydrated(page);
    await expect(page).toHaveURL(/\/tutorials\/index$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Tutorials Index'})).toHaveAttribute('aria-current', 'page');
  });
}

test('on a plain static host /tutorials/index is the page itself, not a redirect', async ({page, baseURL}) => {
  // Such a host answers /tutorials/index with the folder's index.html and never redirects.
  await page.route(`${baseURL}/tutorials/index`, (route) => route.fulfill({contentType: 'text/html', body: built('tutorials/index/index.html')}));
  const response = await page.goto('/tutorials/index');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page).toHaveURL(/\/tutorials\/index$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
});

test('both files hold the whole page for readers without JavaScript', () => {
  for (const file of ['tutorials/index/index.html', 'tutorials/index.html']) {
    expect(built(file), file).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(built(file), file).toContain('Redux Essentials');
  }
});

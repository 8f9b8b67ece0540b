import {inboundAnchors, inboundRedirects} from '../../../config/redirects';
import {expect, test} from '../fixtures';

test('/Errors?code=N (as Redux production builds print it) reaches the errors page with its query', async ({page}) => {
  await page.goto('/Errors?code=7');
  await expect(page).toHaveURL(/\/errors\?code=7$/);
  await expect(page.getByRole('heading', {name: 'Error #7 in full'})).toBeVisible();
});

for (const {from, to} of inboundRedirects) {
  // A path ending in /index is rewritten to its folder by the static server itself, which may drop
  // the query; every other redirect is the site's own redirect page, which keeps query and hash.
  const keepsQuery = !from.endsWith('/index');
  test(`${from} reaches ${to}${keepsQuery ? ', keeping query and hash' : ''}`, async ({page}) => {
    await page.goto(`${from}?from=test#top`);
    await expect.poll(() => new URL(page.url()).pathname).toBe(to);
    if (keepsQuery) expect(`${new URL(page.url()).search}${new URL(page.url()).hash}`).toBe('?from=test#top');
  });
}

for (const {path, id} of inboundAnchors) {
  test(`the deep link ${path}#${id} lands on its section`, async ({page}) => {
    await page.goto(`${path}#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
}

// Published links to the top of a page name the id of the title or first section an earlier
// edition had (front matter `title_anchor_aliases`, plugins/heading-aliases): they land on the title.
for (const {path, id, title} of [
  {path: '/faq/actions', id: 'redux-faq-actions', title: 'FAQ: Actions'},
  {path: '/style-guide', id: 'introduction', title: 'Redux Style Guide'},
]) {
  test(`${path}#${id} lands on the page title`, async ({page}) => {
    await page.goto(`${path}#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    const heading = page.getByRole('heading', {level: 1, name: new RegExp(`^${title}`)});
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(160);
  });
}

// An id with a non-ASCII letter, as a browser sends it (percent-encoded), still finds its heading.
test('a public anchor with a non-ASCII letter lands on its heading', async ({page}) => {
  const id = 'attempt-6-na\u00efvely-applying-the-middleware';
  await page.goto(`/understanding/history-and-design/middleware#${encodeURIComponent(id)}`);
  const heading = page.locator('h2, h3').filter({has: page.locator(`[id="${id}"]`)});
  await expect(heading).toHaveCount(1);
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(120);
});

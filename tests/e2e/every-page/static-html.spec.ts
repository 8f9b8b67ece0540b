import {expect, hydrated, test} from '../fixtures';

// plugins/static-html hands every static part of a page to React as one element whose inner HTML
// is a string. React owns that element but not what is inside it, and the links inside still
// behave as Docusaurus's Link does (plugins/static-html/client/StaticHtmlLinks.tsx).
const page = '/introduction/getting-started';
const staticLink = (p: import('@playwright/test').Page) =>
  p.locator('article [data-static-html] a[href="/introduction/installation"]').first();

/** Records the routes the page asks Docusaurus to preload and prefetch (window.docusaurus is frozen, so a recording copy replaces it). */
async function recordRouteLoading(p: import('@playwright/test').Page) {
  await p.evaluate(() => {
    const calls = {preload: [] as string[], prefetch: [] as string[]};
    const original = window.docusaurus;
    (window as unknown as {__routeLoading: typeof calls}).__routeLoading = calls;
    window.docusaurus = {
      ...original,
      preload: (url: string) => (calls.preload.push(url), original.preload(url)),
      prefetch: (url: string) => (calls.prefetch.push(url), original.prefetch(url)),
    };
  });
  return (kind: 'preload' | 'prefetch') =>
    p.evaluate((k) => (window as unknown as {__routeLoading: Record<string, string[]>}).__routeLoading[k], kind);
}

/** Whether React manages a DOM node: it keeps a `__reactFiber$…` property on the nodes it hydrated. */
const managedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

test('static article text is HTML that React did not build or hydrate', async ({page: p}) => {
  await p.goto(page);
  await hydrated(p);
  const counts = await p.locator('article').evaluate((article, managed) => {
    const isManaged = new Function(`return (${managed})`)() as (element: Element) => boolean;
    const containers = Array.from(article.querySelectorAll('[data-static-html]'));
    const inner = containers.flatMap((container) => Array.from(container.querySelectorAll('*')));
    return {
      containers: containers.filter(isManaged).length,
      inner: inner.length,
      innerManaged: inner.filter(isManaged).length,
    };
  }, managedByReact.toString());
  expect(counts.containers).toBeGreaterThan(3);
  expect(counts.inner).toBeGreaterThan(counts.containers);
  expect(counts.innerManaged).toBe(0);
  // Headings stay components: they keep their anchor and the copy-link hash.
  const heading = p.locator('article h2[id]').first();
  const id = await heading.getAttribute('id');
  await expect(heading.locator('a.hash-link')).toHaveAttribute('href', `#${id}`);
});

test('a link inside static HTML preloads on hover and navigates without reloading the page', async ({page: p}) => {
  await p.goto(page);
  await hydrated(p);
  await p.evaluate(() => ((window as unknown as {__samePage: boolean}).__samePage = true));
  const requested = await recordRouteLoading(p);
  const link = staticLink(p);
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  // Hovering loads the target page's code before the click, as Docusaurus's Link does.
  await expect.poll(() => requested('preload')).toContain('/introduction/installation');
  await link.click();
  await expect(p).toHaveURL(/\/introduction\/installation$/);
  await expect(p.getByRole('heading', {level: 1})).toHaveText(/Installation/);
  expect(await p.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage)).toBe(true);
});

test('a modified click on a static link is left to the browser', async ({page: p, context}) => {
  await p.goto(page);
  await hydrated(p);
  const popup = context.waitForEvent('page');
  await staticLink(p).click({modifiers: ['ControlOrMeta']});
  await (await popup).close();
  await expect(p).toHaveURL(new RegExp(`${page}$`));
});

test('a static link is prefetched when it comes into view, as Docusaurus links are', async ({page: p}) => {
  await p.goto(page);
  await hydrated(p);
  const requested = await recordRouteLoading(p);
  const last = p.locator('article [data-static-html] a[href^="/"]').last();
  const href = await last.getAttribute('href');
  expect(await last.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => requested('prefetch')).toContain(href);
});

/** How many pages' tables of static content this page has loaded (plugins/static-html/client/table.ts). */
const tablesLoaded = (p: import('@playwright/test').Page) =>
  p.evaluate(() => performance.getEntriesByName('static-html:table-load').length);

test('the page first loaded needs no table: its static content is the server’s HTML, kept as it is', async ({
  page: p,
}) => {
  await p.goto('/tutorials/quick-start');
  await hydrated(p);
  await p.waitForLoadState('networkidle');
  expect(await tablesLoaded(p)).toBe(0);
  // Tabs, whose content Docusaurus would redraw after hydration, keep theirs too.
  await expect(p.locator('article [role="tabpanel"]').first()).toContainText('npm install');
});

test('a page reached by a link is drawn in full from its table, and so is the first page when the reader comes back', async ({
  page: p,
  browser,
}) => {
  const serverText = async (path: string) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(path);
    const text = await articleText(page);
    await context.close();
    return text;
  };
  // The article's text, all of it (innerText would skip the blocks the browser has not laid out yet).
  const articleText = (page: import('@playwright/test').Page) =>
    page.locator('article').evaluate((article) => article.textContent!.replace(/\s+/g, ' ').trim());
  const [start, next] = ['/introduction/getting-started', '/introduction/installation'];
  await p.goto(start);
  await hydrated(p);
  await staticLink(p).click();
  await expect(p).toHaveURL(new RegExp(`${next}$`));
  await expect.poll(() => articleText(p)).toBe(await serverText(next));
  expect(await tablesLoaded(p)).toBeGreaterThan(0);
  // Code blocks come from the table too, highlighted.
  await expect(p.locator('article .theme-code-block .token-line').first()).toBeVisible();
  await p.goBack();
  await expect(p).toHaveURL(new RegExp(`${start}$`));
  await expect.poll(() => articleText(p)).toBe(await serverText(start));
});

import {expect, hydrated, test} from '../fixtures';
import {faqInboundAnchors} from './faq-inbound-anchors';

/**
 * Old links to single FAQ answers (tests/e2e/every-page/faq-inbound-anchors.ts) land on a question: the
 * element with the id is a heading or sits inside one, and that heading is on screen after load.
 * One test per FAQ page, one tab for all its links: each link is a fresh load of the page (the
 * browser's cache is switched off, so every load fetches everything, as a first visit does),
 * without a new browser context per link (62 contexts took 118 s of the suite).
 */
const byPage = new Map<string, string[]>();
for (const url of faqInboundAnchors) {
  const pagePath = url.slice(0, url.indexOf('#'));
  byPage.set(pagePath, [...(byPage.get(pagePath) ?? []), url]);
}
for (const [pagePath, urls] of byPage) {
  test(`${pagePath}: each old link (${urls.length}) lands on its question`, async ({page}) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    for (const url of urls) {
      const id = url.slice(url.indexOf('#') + 1);
      await page.goto('about:blank');
      await page.goto(url);
      const target = page.locator(`[id="${id}"]`);
      await expect(target, url).toHaveCount(1);
      const heading = page
        .locator('h2, h3')
        .filter({has: page.locator(`[id="${id}"]`)})
        .or(page.locator(`:is(h2, h3)[id="${id}"]`));
      await expect(heading, url).toHaveCount(1);
      await expect(heading, url).toBeInViewport();
      await expect(target, url).toBeInViewport();
      // Near the top of the window, where a link to a heading puts it, not merely somewhere on screen
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(top, url).toBeGreaterThanOrEqual(0);
      expect(top, url).toBeLessThan(120);
    }
  });
}

test("an old id lands exactly where the heading's own id does, and changes nothing visible", async ({page}) => {
  const own = 'when-should-i-use-redux';
  const old = 'when-is-redux-worth-using-in-an-app';
  await page.goto(`/faq/general#${own}`);
  await hydrated(page);
  const ownTop = await page.evaluate(() => window.scrollY);
  await page.goto('about:blank');
  await page.goto(`/faq/general#${old}`);
  await hydrated(page);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - ownTop)).toBeLessThanOrEqual(2);

  const heading = page.getByRole('heading', {level: 2, name: 'When is Redux worth using in an app?'});
  await expect(heading).toHaveAttribute('id', own);
  // The alias is an empty, unnamed anchor: the heading's accessible name and text are unchanged
  await expect(heading.locator(`[id="${old}"]`)).toHaveText('');
  // The heading's own "#" link and the table of contents use the heading's id, never the old one
  await expect(heading.locator('a.hash-link')).toHaveAttribute('href', `#${own}`);
  await expect(heading.locator('a.hash-link')).toHaveAttribute(
    'title',
    'Direct link to When is Redux worth using in an app?',
  );
  const toc = page.locator('.table-of-contents');
  await expect(toc.locator(`a[href="#${own}"]`)).toHaveCount(1);
  await expect(toc.locator(`a[href="#${old}"]`)).toHaveCount(0);
  await heading.locator('a.hash-link').click();
  await expect(page).toHaveURL(new RegExp(`#${own}$`));
});

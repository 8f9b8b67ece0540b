import {navbarPageLinks} from '../../../config/navbar';
import {expect, hydrated, test} from '../fixtures';

const written = navbarPageLinks;

test('the navbar lists its pages in the specified order, all on the right', async ({page}) => {
  await page.goto('/introduction/getting-started');
  const links = page.locator('.navbar__items--right > a.navbar__item');
  await expect(links).toHaveText(written.map(({label}) => String(label)));
  for (const [index, item] of written.entries()) {
    const href = await links.nth(index).getAttribute('href');
    if ('href' in item && item.href) {
      expect(href).toBe(item.href);
      await expect(links.nth(index)).toHaveAttribute('target', '_blank');
    } else {
      expect(href).toBe('to' in item ? item.to : undefined);
    }
  }
  await expect(page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item')).toHaveCount(0);
});

test('the version dropdown offers only Next and the locale dropdown only English', async ({page}) => {
  await page.goto('/api/store');
  await hydrated(page);
  const version = page.locator('.navbar__items--right .dropdown', {hasText: 'Next'});
  await version.hover();
  await expect(version.locator('.dropdown__menu a')).toHaveText(['Next']);
  const locale = page.locator('.navbar__items--right .dropdown', {hasText: 'English'});
  await locale.hover();
  await expect(locale.locator('.dropdown__menu a')).toHaveText(['English']);
});

test('the navbar has the colour-mode switch and the search button', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('button', {name: /dark and light mode/i})).toBeVisible();
  await expect(page.locator('.navbar .DocSearch-Button')).toBeVisible();
});

test('the navbar is fixed, hides when scrolling down and returns when scrolling up', async ({page}) => {
  await page.goto('/introduction/ecosystem');
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toHaveClass(/navbar--fixed-top/);
  const navbarBottom = () => navbar.evaluate((element) => element.getBoundingClientRect().bottom);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(50);
  await page.mouse.wheel(0, 600);
  await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -300);
  await expect.poll(navbarBottom).toBeGreaterThan(0);
  await expect.poll(() => navbar.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
});

test('on a phone the search button, showing only its icon, is still named "Search"', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
});

for (const width of [997, 1100, 1280, 1440]) {
  test(`at ${width} px every navbar item fits on one line`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/api/store');
    const inner = page.locator('.navbar__inner');
    const {scrollWidth, clientWidth, height} = await inner.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      height: element.getBoundingClientRect().height,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // One row: the navbar keeps its own height.
    expect(height).toBeLessThanOrEqual(60);
    await expect(page.locator('.navbar__items--right > a.navbar__item').first()).toBeVisible();
  });
}

for (const width of [997, 1000, 1100, 1280]) {
  test(`at ${width} px no two navbar items overlap, and the logo keeps its distance`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/introduction/getting-started');
    await hydrated(page);
    const boxes = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.navbar__inner .navbar__brand, .navbar__items--right > *'))
        .filter((element) => element.getBoundingClientRect().width > 0)
        .map((element) => {
          const {left, right, top, bottom} = element.getBoundingClientRect();
          return {name: (element.textContent || element.className).trim().slice(0, 20), left, right, top, bottom};
        }),
    );
    expect(boxes.length).toBeGreaterThan(8);
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) {
        const overlap =
          Math.min(box.right, other.right) - Math.max(box.left, other.left) > 0.5 &&
          Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 0.5;
        expect(overlap, `${box.name} and ${other.name}`).toBe(false);
      }
    }
    // The logo (its link) and the first item: at least 8 px of air between the logo and the text.
    const brand = boxes[0]!;
    const firstText = await page
      .locator('.navbar__items--right > a')
      .first()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().left;
      });
    expect(firstText - brand.right).toBeGreaterThanOrEqual(8);
    // The announcement is not clipped above the navbar.
    const clipped = await page
      .locator('.theme-announcement-bar [class*="announcementBarContent"]')
      .evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(clipped).toBe(false);
  });
}

test('on each page the navbar links to, at most one navbar item is active, and it is that page’s', async ({page}) => {
  const targets = written.filter((item) => 'to' in item && item.to && !String(item.to).includes('#'));
  for (const item of targets) {
    await page.goto(String('to' in item ? item.to : ''));
    await hydrated(page);
    const active = await page.locator('.navbar__items--right > a.navbar__link--active').allTextContents();
    expect(active, String(item.to)).toEqual([String(item.label)]);
  }
});

test('the search button’s key hint does not move the navbar items when the scripts arrive', async ({browser}) => {
  const positions = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({viewport: {width: 1440, height: 800}, javaScriptEnabled});
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/api/store`, {waitUntil: 'networkidle'});
    if (javaScriptEnabled) await hydrated(page);
    const lefts = await page
      .locator('.navbar__items--right > *')
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
    await context.close();
    return lefts;
  };
  expect(await positions(true)).toEqual(await positions(false));
});

test.describe('the phone drawer', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('has 44 px tap targets, and one muted version and language line instead of two one-entry menus', async ({
    page,
  }) => {
    await page.goto('/api/store');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    const toggleBox = (await toggle.boundingBox())!;
    expect(toggleBox.width).toBeGreaterThanOrEqual(44);
    expect(toggleBox.height).toBeGreaterThanOrEqual(44);
    await toggle.tap();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.getByRole('button', {name: /back to main menu/i}).tap();
    const primary = sidebar.locator('.navbar-sidebar__item.menu').first();
    await expect(primary.getByText('Version: Next · English')).toBeVisible();
    await expect(primary.locator('.dropdown, .menu__list-item-collapsible')).toHaveCount(0);
    const heights = await primary
      .locator('.menu__link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.getBoundingClientRect().height > 0)
          .map((link) => link.getBoundingClientRect().height),
      );
    expect(heights.length).toBeGreaterThan(5);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  });
});

import {navbarPageLinks} from '../../config/navbar';
import {expect, hydrated, test} from './fixtures';

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
    const {scrollWidth, clientWidth, height} = await inner.evaluate((element) => ({scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, height: element.getBoundingClientRect().height}));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // One row: the navbar keeps its own height.
    expect(height).toBeLessThanOrEqual(60);
    await expect(page.locator('.navbar__items--right > a.navbar__item').first()).toBeVisible();
  });
}

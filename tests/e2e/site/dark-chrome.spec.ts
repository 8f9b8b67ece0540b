import {expect, hydrated, test} from '../fixtures';
import {axeViolations} from '../../support/axe';

/*
 * The site's chrome in dark mode: the announcement bar, the Copy page button (at rest, on hover,
 * and after a tap on a phone) and the admonitions pass axe's colour-contrast rule, and their
 * backgrounds are the dark page's own (read from the computed style), not a light slab or a
 * saturated stock colour.
 */
test.use({colorScheme: 'dark'});
test.beforeEach(async ({context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

/** Axe's colour-contrast rule over the elements `selector` matches; the violations found. */
async function contrastViolations(page: import('@playwright/test').Page, selector: string): Promise<string[]> {
  const violations = await axeViolations(page, {include: selector, rules: ['color-contrast']});
  return violations.flatMap(({nodes}) => nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`));
}

/** An rgb(a) colour as [r, g, b, alpha]. */
const rgb = (colour: string) => {
  const [r, g, b, a] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r!, g!, b!, a ?? 1] as const;
};
/** Relative luminance (0 black … 1 white). */
const luminance = ([r, g, b]: readonly number[]) => {
  const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};

test('the announcement bar is dark in dark mode and its text and link are readable', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = rgb(
    await page.locator('.theme-announcement-bar').evaluate((element) => getComputedStyle(element).backgroundColor),
  );
  expect(luminance(background), 'a dark background').toBeLessThan(0.05);
  expect(await contrastViolations(page, '.theme-announcement-bar')).toEqual([]);
});

for (const width of [390, 1000, 1440]) {
  test(`at ${width} px the announcement is one line`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/');
    await hydrated(page);
    const content = page.locator('.theme-announcement-bar [class*="announcementBarContent"]');
    const {height, lineHeight, scrollHeight, clientHeight} = await content.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(height, 'one line of text').toBeLessThan(lineHeight * 1.9);
    expect(scrollHeight, 'nothing clipped').toBeLessThanOrEqual(clientHeight + 1);
  });
}

test('the Copy page button keeps its label readable at rest and on hover', async ({page}) => {
  await page.goto('/api/store');
  await hydrated(page);
  const button = page.getByRole('button', {name: 'Copy page'});
  expect(await contrastViolations(page, '[class*="wrapper"] > button')).toEqual([]);
  await button.hover();
  const hovered = await button.evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    color: getComputedStyle(element).color,
  }));
  expect(luminance(rgb(hovered.background)), 'the hover fill stays dark').toBeLessThan(0.1);
  expect(luminance(rgb(hovered.color)), 'the label stays light').toBeGreaterThan(0.5);
  expect(await contrastViolations(page, '[class*="wrapper"] > button')).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('after a tap the Copy page button shows "Copied", readable, on no light fill', async ({page}) => {
    await page.goto('/api/store');
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy page'}).tap();
    const copied = page.getByRole('button', {name: 'Copied'});
    await expect(copied).toBeVisible();
    const background = rgb(await copied.evaluate((element) => getComputedStyle(element).backgroundColor));
    // Transparent, or a dark fill: no sticky hover slab.
    expect(background[3] === 0 || luminance(background) < 0.1, `background ${background}`).toBe(true);
    expect(await contrastViolations(page, '[class*="wrapper"] > button')).toEqual([]);
  });
});

test('admonitions are faint tints of the dark page, with readable text', async ({page}) => {
  for (const route of [
    '/tutorials/essentials/part-1-overview-concepts',
    '/introduction/getting-started',
    '/api/store',
  ]) {
    await page.goto(route);
    await hydrated(page);
    const backgrounds = await page
      .locator('.theme-admonition')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
    expect(backgrounds.length, route).toBeGreaterThan(0);
    for (const background of backgrounds) {
      const [r, g, b] = rgb(background);
      expect(luminance([r, g, b]), `${route}: ${background} is dark`).toBeLessThan(0.05);
      // A tint, not a saturated slab: the channels stay within 24 of each other.
      expect(Math.max(r, g, b) - Math.min(r, g, b), `${route}: ${background} is a faint tint`).toBeLessThanOrEqual(24);
    }
    expect(await contrastViolations(page, '.theme-admonition'), route).toEqual([]);
  }
});

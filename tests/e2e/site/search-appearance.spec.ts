import type {Page} from '@playwright/test';
import {expect, hydrated, test} from '../fixtures';
import {severeViolations} from '../../support/axe';

/** The first results wait for the index to load and the engine to build: seconds on a busy machine. */
const indexLoad = {timeout: 30_000};

/** DocSearch's own blue, which the site's search must not show. */
const docSearchBlue = 'rgb(0, 61, 255)';

/** The site's primary colour in the current mode, as the browser computes it. */
const primary = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--ifm-color-primary)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('the open modal with results passes axe and shows the site palette', async ({page}) => {
      await page.goto('/api/store');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('subscribe');
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible(indexLoad);
      expect(await severeViolations(page, {include: '.DocSearch-Modal'})).toEqual([]);
      const site = await primary(page);
      const colors = await page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        return {
          icon: style('.DocSearch-MagnifierLabel').color,
          source: style('.DocSearch-Hit-source').color,
          mark: style('.DocSearch-Hit mark').backgroundColor,
          selected: style('.DocSearch-Hit[aria-selected="true"]').backgroundColor,
          button: style('.DocSearch-Button').backgroundColor,
          backdrop: style('.DocSearch-Container').backdropFilter,
        };
      });
      // No blur behind the modal: re-blurring the page each frame delayed results by ~45 ms.
      expect(colors.backdrop).toBe('none');
      const {backdrop: _, ...palette} = colors;
      expect(colors.icon).toBe(site);
      // Not DocSearch's blue, at any opacity.
      expect(Object.values(palette).join(' ')).not.toContain(docSearchBlue.slice(4, -1));
      // Highlights and the selected result: the primary colour's tint (purple: red and blue above green).
      for (const tint of [colors.mark, colors.selected]) {
        const [red, green, blue] = tint.match(/[\d.]+/g)!.map(Number);
        expect(blue!).toBeGreaterThan(green!);
        expect(red!).toBeGreaterThan(green!);
      }
    });

    test('the empty modal offers popular destinations, and no results offers suggestions; both pass axe', async ({
      page,
    }) => {
      await page.goto('/');
      await hydrated(page);
      await page.keyboard.press('Control+k');
      const popular = page.locator('.DocSearch-Hits', {
        has: page.locator('.DocSearch-Hit-source', {hasText: 'Popular'}),
      });
      await expect(popular.locator('.DocSearch-Hit')).not.toHaveCount(0, indexLoad);
      await expect(popular.locator('a[href="/usage/troubleshooting"]')).toHaveCount(1);
      expect(await severeViolations(page, {include: '.DocSearch-Modal'})).toEqual([]);
      // A typo too far for the index's fuzzy match: nothing matches, and the word as the docs write it comes first.
      await page.locator('.DocSearch-Input').fill('renderring');
      await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for', indexLoad);
      const suggestions = page.locator('.DocSearch-Prefill');
      await expect(suggestions.first()).toHaveText('rendering', indexLoad);
      expect(await severeViolations(page, {include: '.DocSearch-Modal'})).toEqual([]);
      const suggestion = (await suggestions.first().textContent())!;
      await suggestions.first().click();
      await expect(page.locator('.DocSearch-Input')).toHaveValue(suggestion);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(indexLoad);
    });

    test('/search passes axe and highlights in the site palette', async ({page}) => {
      await page.goto('/search?q=createSlice');
      await expect(page.locator('article.search-results__page').first()).toBeVisible(indexLoad);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await severeViolations(page, {include: 'main'})).toEqual([]);
      const markBackground = await page
        .locator('.search-results mark')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      // The primary colour's tint: purple (red and blue above green), never the browser's yellow.
      const [red, green, blue] = markBackground.match(/[\d.]+/g)!.map(Number);
      expect(blue!).toBeGreaterThan(green!);
      expect(red!).toBeGreaterThan(green!);
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--docsearch-primary-color').trim(),
        ),
      ).not.toBe('#003dff');
    });
  });
}

test('on a 390 px phone the clear button is an icon and the typed query keeps its room', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await hydrated(page);
  await page.locator('.navbar .DocSearch-Button').click();
  const field = page.locator('.DocSearch-Input');
  await field.fill('why is my component not re-rendering');
  const clear = page.getByRole('button', {name: 'Clear the query'});
  await expect(clear).toBeVisible();
  const [clearBox, inputBox, formBox] = await Promise.all([
    clear.boundingBox(),
    field.boundingBox(),
    page.locator('.DocSearch-Form').boundingBox(),
  ]);
  expect(clearBox!.width).toBeLessThanOrEqual(32);
  expect(clearBox!.x + clearBox!.width).toBeLessThanOrEqual(formBox!.x + formBox!.width);
  expect(inputBox!.width).toBeGreaterThanOrEqual(220);
  await clear.click();
  await expect(field).toHaveValue('');
});

test('the navbar search button shows a visible focus ring when reached with Tab', async ({page}) => {
  await page.goto('/api/store');
  await hydrated(page);
  const button = page.locator('.navbar .DocSearch-Button');
  for (let tab = 0; tab < 40 && !(await button.evaluate((element) => element === document.activeElement)); tab++)
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const ring = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // The button's colours transition (200 ms), the ring's colour with them: read it once it has settled.
  const site = await primary(page);
  await expect.poll(() => button.evaluate((element) => getComputedStyle(element).outlineColor)).toBe(site);
});

import {mkdirSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, hydrated, test} from '../fixtures';

/*
 * Diagrams on a 390 px phone. A wide diagram either has a portrait drawing that phones get
 * (`flow.portrait.svg`, plugins/static-html), or keeps readable text (at least 9.5 px) and scrolls
 * in its frame, and then the frame shows it: the hidden edge fades and a hint is shown.
 * Every route of the build that draws a diagram is checked.
 */
const buildDir = path.join(__dirname, '../../../build');
const routesWithDiagrams = (readdirSync(buildDir, {recursive: true}) as string[])
  .filter(
    (file) =>
      file.endsWith('index.html') && /class="?diagram-frame\b/.test(readFileSync(path.join(buildDir, file), 'utf8')),
  )
  .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'))
  .sort();
const phone = {width: 390, height: 844};

type Frame = {
  title: string;
  fits: boolean;
  scroll: string | null;
  hint: string;
  textPx: number;
  portraitShown: boolean | null;
};

/** What each diagram frame of the page shows. */
function frames(page: import('@playwright/test').Page): Promise<Frame[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.diagram-frame')).map((frame) => {
      const svgs = Array.from(frame.querySelectorAll<SVGSVGElement>(':scope > svg'));
      const shown = svgs.find((svg) => getComputedStyle(svg).display !== 'none')!;
      const frameBox = frame.getBoundingClientRect();
      const box = shown.getBoundingClientRect();
      const sizes = Array.from(shown.querySelectorAll('text')).map((text) =>
        Number(text.getAttribute('font-size') ?? getComputedStyle(text).fontSize.replace('px', '')),
      );
      const common =
        sizes.sort(
          (a, b) => sizes.filter((size) => size === b).length - sizes.filter((size) => size === a).length,
        )[0] ?? 14;
      return {
        title: shown.querySelector('title')?.textContent?.slice(0, 60) ?? '',
        fits: box.left >= frameBox.left - 1 && box.right <= frameBox.right + 1,
        scroll: frame.getAttribute('data-scroll'),
        hint: getComputedStyle(frame, '::after').content,
        textPx: (common * box.width) / shown.viewBox.baseVal.width,
        portraitShown: svgs.length > 1 ? shown.classList.contains('diagram--portrait') : null,
      };
    }),
  );
}

test('the build has routes with diagrams to check', () => {
  expect(routesWithDiagrams.length).toBeGreaterThan(20);
});

test.describe('at 390 px', () => {
  test.use({viewport: phone, isMobile: true, hasTouch: true});

  for (const route of routesWithDiagrams) {
    test(`${route}: no diagram is clipped without a sign that it scrolls`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      // The frames are marked a frame after the route renders, and again as their size settles.
      await expect
        .poll(
          async () =>
            (await frames(page)).filter((frame) => !frame.fits && frame.scroll === null).map((frame) => frame.title),
          {message: 'frames that scroll but are not marked yet'},
        )
        .toEqual([]);
      for (const frame of await frames(page)) {
        if (frame.portraitShown !== null)
          expect(frame.portraitShown, `${frame.title}: the portrait drawing`).toBe(true);
        expect(frame.textPx, `${frame.title}: text size`).toBeGreaterThanOrEqual(9.5);
        if (frame.fits) continue;
        expect(frame.scroll, `${frame.title}: marked as scrolling`).toBe('start');
        expect(frame.hint, `${frame.title}: hint`).toMatch(/Scroll sideways/);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page itself does not scroll sideways').toBeLessThanOrEqual(0);
    });
  }

  test('a frame that scrolls is a Tab stop, fades the edge it hides, and says where it stands', async ({page}) => {
    await page.goto('/usage/writing-tests');
    await hydrated(page);
    const frame = page.locator('.diagram-frame[data-scroll]').first();
    await expect(frame).toHaveAttribute('tabindex', '0');
    expect(await frame.evaluate((element) => getComputedStyle(element).maskImage)).toContain('linear-gradient');
    await frame.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
    await expect(frame).toHaveAttribute('data-scroll', 'end');
    expect(await frame.evaluate((element) => getComputedStyle(element, '::after').content)).toMatch(/Scroll back/);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`reference screenshots of the two key pages' diagrams, ${colorScheme}`, async ({page}, testInfo) => {
      await page.emulateMedia({colorScheme});
      for (const [name, route] of [
        ['essentials-part-1', '/tutorials/essentials/part-1-overview-concepts'],
        ['deriving-data', '/usage/deriving-data-selectors'],
      ] as const) {
        await page.goto(route);
        await hydrated(page);
        const diagrams = page.locator('.diagram-frame');
        for (let index = 0; index < (await diagrams.count()); index += 1) {
          const frame = diagrams.nth(index);
          await frame.scrollIntoViewIfNeeded();
          // `--update-snapshots` refreshes the committed references a reviewer looks at; otherwise they go to the test's output.
          const folder =
            testInfo.config.updateSnapshots === 'all'
              ? path.join(__dirname, 'diagrams-on-phones')
              : testInfo.outputPath();
          mkdirSync(folder, {recursive: true});
          await frame.screenshot({path: path.join(folder, `${name}-${index + 1}-${colorScheme}.png`)});
        }
      }
    });
  }
});

test('on a desktop a diagram fits its column, does not scroll and is no Tab stop', async ({page}) => {
  await page.goto('/usage/deriving-data-selectors');
  await hydrated(page);
  for (const frame of await frames(page)) {
    expect(frame.fits).toBe(true);
    expect(frame.scroll).toBeNull();
    expect(frame.portraitShown).not.toBe(true);
  }
  await expect(page.locator('.diagram-frame[tabindex]')).toHaveCount(0);
});

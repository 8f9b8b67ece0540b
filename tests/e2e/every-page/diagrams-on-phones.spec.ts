import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {expect, hydrated, test} from '../fixtures';
import {diagramFrames} from './phoneLayout';

/*
 * Diagrams on a phone: how a frame that scrolls behaves, and reference screenshots. Every route's
 * diagrams are checked at 390 px by every-route.spec.ts (phoneLayout.ts), in its single page load.
 */
const phone = {width: 390, height: 844};

test.describe('at 390 px', () => {
  test.use({viewport: phone, isMobile: true, hasTouch: true});

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
  for (const frame of await diagramFrames(page)) {
    expect(frame.fits).toBe(true);
    expect(frame.scroll).toBeNull();
    expect(frame.portraitShown).not.toBe(true);
  }
  await expect(page.locator('.diagram-frame[tabindex]')).toHaveCount(0);
});

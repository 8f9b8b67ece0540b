import {expect, hydrated, test} from './fixtures';

/** A page with a wide diagram (900 units wide, mostly 14-unit text). */
const route = '/usage/deriving-data-selectors';

/** The scale at which the page's widest diagram is drawn, and whether its frame scrolls. */
async function widestDiagram(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const frames = Array.from(document.querySelectorAll<HTMLElement>('.diagram-frame'));
    const measured = frames.map((frame) => {
      const svg = frame.querySelector('svg')!;
      return {scale: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width, viewBoxWidth: svg.viewBox.baseVal.width, scrolls: frame.scrollWidth > frame.clientWidth, focusable: frame.tabIndex === 0};
    });
    return measured.sort((a, b) => b.viewBoxWidth - a.viewBoxWidth)[0];
  });
}

test('on a 360 px phone a wide diagram keeps its text at about 10 px and scrolls sideways in its frame', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await page.goto(route);
  await hydrated(page);
  const diagram = await widestDiagram(page);
  expect(diagram, 'the page has a framed diagram').toBeDefined();
  expect(diagram!.viewBoxWidth).toBeGreaterThanOrEqual(900);
  // 14-unit text at this scale: at least 9.5 px (it was under 5 px when the drawing shrank to the column).
  expect(14 * diagram!.scale).toBeGreaterThanOrEqual(9.5);
  expect(diagram!.scrolls).toBe(true);
  expect(diagram!.focusable, 'a keyboard can reach it to scroll').toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page itself does not scroll sideways').toBeLessThanOrEqual(0);
});

test('on a desktop the same diagram fits its column and does not scroll', async ({page}) => {
  await page.goto(route);
  await hydrated(page);
  const diagram = await widestDiagram(page);
  expect(diagram!.scrolls).toBe(false);
});

import {expect, type Page} from '@playwright/test';

/*
 * What a phone shows of a page's diagrams and tables, checked on every route by
 * every-route.spec.ts in the same page load as its other checks (a load per route per check took
 * 76 more loads; the layout depends only on the width: CSS media queries and a ResizeObserver).
 */

type Frame = {
  title: string;
  fits: boolean;
  scroll: string | null;
  hint: string;
  textPx: number;
  portraitShown: boolean | null;
};

/** What each diagram frame of the page shows. */
export function diagramFrames(page: Page): Promise<Frame[]> {
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

/**
 * A wide diagram either has a portrait drawing that phones get (`flow.portrait.svg`,
 * plugins/static-html), or keeps readable text (at least 9.5 px) and scrolls in its frame, and
 * then the frame shows it: the hidden edge fades and a hint is shown.
 */
export async function expectReadableDiagrams(page: Page): Promise<void> {
  // The frames are marked a frame after they render, and again as their size settles.
  await expect
    .poll(
      async () =>
        (await diagramFrames(page)).filter((frame) => !frame.fits && frame.scroll === null).map((frame) => frame.title),
      {message: 'frames that scroll but are not marked yet'},
    )
    .toEqual([]);
  for (const frame of await diagramFrames(page)) {
    if (frame.portraitShown !== null) expect(frame.portraitShown, `${frame.title}: the portrait drawing`).toBe(true);
    expect(frame.textPx, `${frame.title}: text size`).toBeGreaterThanOrEqual(9.5);
    if (frame.fits) continue;
    expect(frame.scroll, `${frame.title}: marked as scrolling`).toBe('start');
    expect(frame.hint, `${frame.title}: hint`).toMatch(/Scroll sideways/);
  }
}

/**
 * Tables on phones (plugins/table-cards): every table either fits its column or is laid out as
 * stacked cards, each cell in view under its column's label, so that no column (the key one,
 * "Meaning" or "Fix", was the third) is pushed out of view.
 */
export async function expectReadableTables(page: Page): Promise<void> {
  const tables = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLTableElement>('main table')).map((table) => {
      const cells = Array.from(table.querySelectorAll<HTMLElement>('tbody td'));
      const stacked = table.classList.contains('table--cards');
      return {
        fits: table.scrollWidth <= table.clientWidth + 1,
        stacked,
        offScreen: cells.filter((cell) => cell.getBoundingClientRect().right > window.innerWidth + 1).length,
        unlabelled: stacked ? cells.filter((cell) => !/\w/.test(getComputedStyle(cell, '::before').content)).length : 0,
        columns: table.querySelectorAll('thead th').length,
      };
    }),
  );
  for (const [index, table] of tables.entries()) {
    expect(table.fits || table.stacked, `table ${index + 1} (${table.columns} columns) fits or is stacked`).toBe(true);
    if (table.stacked) {
      expect(table.offScreen, `table ${index + 1}: cells out of view`).toBe(0);
      expect(table.unlabelled, `table ${index + 1}: cells without their column's label`).toBe(0);
    }
  }
}

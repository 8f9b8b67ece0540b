import {expect, hydrated, test} from '../fixtures';

/*
 * Tables on a desktop. On a 390 px phone every route's tables are checked by every-route.spec.ts
 * (tests/e2e/every-page/phoneLayout.ts), in its single page load.
 */
test('on a desktop, cells are top-aligned and each header is aligned as its cells are', async ({page}) => {
  await page.goto('/api/createstore');
  await hydrated(page);
  const columns = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLTableElement>('.markdown table')).flatMap((table) =>
      Array.from(table.querySelectorAll('thead th')).map((th, column) => {
        const td = table.querySelector(`tbody tr td:nth-child(${column + 1})`)!;
        return {
          header: getComputedStyle(th).textAlign,
          cell: getComputedStyle(td).textAlign,
          vertical: getComputedStyle(td).verticalAlign,
        };
      }),
    ),
  );
  expect(columns.length).toBeGreaterThan(0);
  for (const {header, cell, vertical} of columns) {
    expect(header.replace('start', 'left')).toBe(cell.replace('start', 'left'));
    expect(vertical).toBe('top');
  }
});

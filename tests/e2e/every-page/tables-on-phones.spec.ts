import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, hydrated, test} from '../fixtures';

/*
 * Tables on phones (plugins/table-cards): at 390 px every table of a page either fits its column
 * or is laid out as stacked cards, each cell in view under its column's label, so that no
 * column (the key one, "Meaning" or "Fix", was the third) is pushed out of view. Every route of
 * the build with a Markdown table is checked.
 */
const buildDir = path.join(__dirname, '../../../build');
const routesWithTables = (readdirSync(buildDir, {recursive: true}) as string[])
  .filter(
    (file) => path.basename(file) === 'index.html' && /<table\b/.test(readFileSync(path.join(buildDir, file), 'utf8')),
  )
  .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'))
  .sort();

test('the build has routes with tables to check', () => {
  expect(routesWithTables.length).toBeGreaterThan(10);
});

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const route of routesWithTables) {
    test(`${route}: every table fits or is stacked, no cell out of view`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      const tables = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLTableElement>('main table')).map((table) => {
          const cells = Array.from(table.querySelectorAll<HTMLElement>('tbody td'));
          const stacked = table.classList.contains('table--cards');
          return {
            fits: table.scrollWidth <= table.clientWidth + 1,
            stacked,
            offScreen: cells.filter((cell) => cell.getBoundingClientRect().right > window.innerWidth + 1).length,
            unlabelled: stacked
              ? cells.filter((cell) => !/\w/.test(getComputedStyle(cell, '::before').content)).length
              : 0,
            columns: table.querySelectorAll('thead th').length,
          };
        }),
      );
      for (const [index, table] of tables.entries()) {
        expect(table.fits || table.stacked, `table ${index + 1} (${table.columns} columns) fits or is stacked`).toBe(
          true,
        );
        if (table.stacked) {
          expect(table.offScreen, `table ${index + 1}: cells out of view`).toBe(0);
          expect(table.unlabelled, `table ${index + 1}: cells without their column's label`).toBe(0);
        }
      }
    });
  }
});

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

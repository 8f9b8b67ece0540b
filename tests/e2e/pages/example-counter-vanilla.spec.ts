// Browser test for examples/counter-vanilla: the page is served from disk
// through request interception, so no web server is needed.
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {serveFolderInBrowser} from '../../../scripts/lib/serveFolderInBrowser.cjs';
import {axeViolations} from '../../support/axe';

const exampleDir = path.resolve(__dirname, '../../../examples/counter-vanilla');
const origin = 'http://counter.example';

async function openCounter(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await serveFolderInBrowser(page, {folder: exampleDir, origin});

  await page.goto(`${origin}/index.html`);
  return {errors, value: page.getByLabel('Current value')};
}

test.describe('examples/counter-vanilla', () => {
  test('renders the initial state with accessible controls', async ({page}) => {
    const {errors, value} = await openCounter(page);

    await expect(page.getByRole('heading', {level: 1, name: 'Redux counter'})).toBeVisible();
    await expect(value).toHaveText('0');
    await expect(value).toHaveAttribute('aria-live', 'polite');
    for (const name of ['Increment', 'Decrement', 'Increment if odd', 'Increment async']) {
      await expect(page.getByRole('button', {name, exact: true})).toBeEnabled();
    }
    expect(errors).toEqual([]);
  });

  test('+ and − dispatch counter/incremented and counter/decremented', async ({page}) => {
    const {errors, value} = await openCounter(page);
    const increment = page.getByRole('button', {name: 'Increment', exact: true});
    const decrement = page.getByRole('button', {name: 'Decrement', exact: true});

    await increment.click();
    await expect(value).toHaveText('1');
    await increment.click();
    await increment.click();
    await expect(value).toHaveText('3');
    await decrement.click();
    await expect(value).toHaveText('2');
    for (let i = 0; i < 4; i++) await decrement.click();
    await expect(value).toHaveText('-2');
    expect(errors).toEqual([]);
  });

  test('"Increment if odd" only adds one when the value is odd', async ({page}) => {
    const {value} = await openCounter(page);
    const ifOdd = page.getByRole('button', {name: 'Increment if odd'});

    await ifOdd.click();
    await expect(value).toHaveText('0');

    await page.getByRole('button', {name: 'Increment', exact: true}).click();
    await expect(value).toHaveText('1');
    await ifOdd.click();
    await expect(value).toHaveText('2');
    await ifOdd.click();
    await expect(value).toHaveText('2');
  });

  test('"Increment async" adds one after a delay', async ({page}) => {
    const {errors, value} = await openCounter(page);

    await page.getByRole('button', {name: 'Increment async'}).click();
    await expect(value).toHaveText('0');
    // The update arrives about a second later; expect() retries until then.
    await expect(value).toHaveText('1');

    // Two quick clicks schedule two separate updates.
    await page.getByRole('button', {name: 'Increment async'}).click();
    await page.getByRole('button', {name: 'Increment async'}).click();
    await expect(value).toHaveText('3');
    expect(errors).toEqual([]);
  });

  test('has no accessibility violations that axe can detect', async ({page}) => {
    await openCounter(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      expect(await axeViolations(page), `${colorScheme} colour scheme`).toEqual([]);
    }
  });

  test('loads Redux from the vendored browser build', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openCounter(page);

    await expect(page.getByLabel('Current value')).toHaveText('0');
    expect(requested).toEqual(
      expect.arrayContaining(['/index.html', '/style.css', '/counter.js', '/vendor/redux.browser.mjs']),
    );
  });
});

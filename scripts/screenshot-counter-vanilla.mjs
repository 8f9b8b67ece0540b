#!/usr/bin/env node
// Takes the screenshot of the vanilla counter example (examples/counter-vanilla) that Redux
// Fundamentals, Part 1 shows. The example's files are served from disk through Playwright's
// request interception, as tests/e2e/pages/example-counter-vanilla.spec.ts does, so no web server is
// started. Run `node scripts/screenshot-counter-vanilla.mjs --help` for the options.
import {chromium} from '@playwright/test';
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import serveFolder from './lib/serveFolderInBrowser.cjs';

const {serveFolderInBrowser} = serveFolder;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const exampleDir = path.join(repoRoot, 'examples', 'counter-vanilla');
const defaultOut = path.join(repoRoot, 'static', 'img', 'tutorials', 'fundamentals', 'counter-vanilla.png');
const origin = 'http://counter.example';

const help = `Usage: node scripts/screenshot-counter-vanilla.mjs [options]

Opens examples/counter-vanilla/index.html in Chromium (no web server: the files are served
through request interception), clicks "+" a few times so the counter shows a value, and
saves a PNG screenshot of the page.

Options:
  --out <file>          where to save the PNG
                        (default: static/img/tutorials/fundamentals/counter-vanilla.png)
  --clicks <n>          how many times to click "+" before the screenshot (default: 3)
  --color-scheme <s>    light or dark (default: light)
  --chromium <path>     the Chromium binary (default: $CHROMIUM_PATH or /usr/bin/chromium)
  -h, --help            show this help
`;

const {values} = parseArgs({
  options: {
    out: {type: 'string', default: defaultOut},
    clicks: {type: 'string', default: '3'},
    'color-scheme': {type: 'string', default: 'light'},
    chromium: {type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'},
    help: {type: 'boolean', short: 'h', default: false},
  },
});

if (values.help) {
  console.log(help);
  process.exit(0);
}

const clicks = Number(values.clicks);
const colorScheme = values['color-scheme'];
if (!Number.isInteger(clicks) || clicks < 0) {
  console.error(`--clicks must be a whole number of 0 or more, got "${values.clicks}"`);
  process.exit(2);
}
if (colorScheme !== 'light' && colorScheme !== 'dark') {
  console.error(`--color-scheme must be "light" or "dark", got "${colorScheme}"`);
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: values.chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

try {
  // A phone-sized window at twice the pixels: the page shows the picture at most 480 CSS px wide,
  // and a phone at about 358, where the text stays legible and sharp.
  const page = await browser.newPage({viewport: {width: 480, height: 320}, deviceScaleFactor: 2, colorScheme});
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await serveFolderInBrowser(page, {folder: exampleDir, origin});

  await page.goto(`${origin}/index.html`);
  const value = page.getByLabel('Current value');
  await value.waitFor();

  const increment = page.getByRole('button', {name: 'Increment', exact: true});
  for (let i = 0; i < clicks; i++) await increment.click();
  // Wait until render() has drawn the last dispatch, then move the pointer and the focus away
  // from the button, so that it is not drawn in its hover or focus style.
  await page.waitForFunction(
    (expected) => document.getElementById('counter-value')?.textContent === expected,
    String(clicks),
  );
  await page.mouse.move(0, 0);
  await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());

  if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`);

  await mkdir(path.dirname(values.out), {recursive: true});
  await page.screenshot({path: values.out, fullPage: true});
  console.log(`Saved ${path.relative(process.cwd(), path.resolve(values.out))} (counter at ${clicks}, ${colorScheme})`);
} finally {
  await browser.close();
}

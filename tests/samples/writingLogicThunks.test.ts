import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {build, type Rollup} from 'vite';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {writePageProject} from './pageProjectFiles';

/**
 * The `ShipmentCard` of Writing Logic with Thunks (an effect that dispatches `fetchShipment` and
 * aborts it on cleanup, with a `condition` on the slice), rendered in Chromium with React's
 * development build, with and without `<StrictMode>`. StrictMode runs each effect twice in
 * development, with a cleanup between; a `condition` that skipped ids still loading once left
 * the card on "Looking up…" for good there. The page's own files are bundled as the page shows
 * them; only the entry below is the test's.
 */
const page = 'docs/usage/writing-logic-thunks.mdx';

const entry = `
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { makeStore } from './src/app/store'
import { ShipmentCard } from './src/features/shipments/ShipmentCard'

const strict = new URLSearchParams(location.search).has('strict')
const card = <Provider store={makeStore()}><ShipmentCard id="PX-1001" /></Provider>
createRoot(document.getElementById('root')!).render(strict ? <StrictMode>{card}</StrictMode> : card)
`;

let browser: Browser;
let bundle: string;

beforeAll(async () => {
  const dir = writePageProject(page, 'writing-logic-thunks', {'main.tsx': entry});
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    mode: 'development',
    // React's development build: the one that runs effects twice under StrictMode
    define: {'process.env.NODE_ENV': JSON.stringify('development')},
    esbuild: {jsx: 'automatic'},
    build: {write: false, minify: false, rollupOptions: {input: path.join(dir, 'main.tsx')}},
  })) as Rollup.RollupOutput;
  bundle = output.output
    .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function renderCard(strict: boolean): Promise<string> {
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  try {
    // A page of our own at a made-up origin, so that location.search carries the mode
    await tab.route('http://card.test/**', (route) =>
      route.fulfill({contentType: 'text/html', body: '<!doctype html><div id="root"></div>'}),
    );
    await tab.goto(`http://card.test/${strict ? '?strict' : ''}`);
    await tab.addScriptTag({content: bundle, type: 'module'});
    // The fake API answers after 20 ms; wait well past it, then read what the card says
    await tab
      .waitForFunction(() => !document.body.textContent?.includes('Looking up'), undefined, {timeout: 3000})
      .catch(() => {});
    expect(errors).toEqual([]);
    return (await tab.textContent('#root')) ?? '';
  } finally {
    await tab.close();
  }
}

describe('Writing Logic with Thunks: ShipmentCard', () => {
  it('loads the shipment', async () => {
    expect(await renderCard(false)).toBe('PX-1001: in transit, expected 2025-03-14');
  });

  it('loads the shipment under StrictMode in development, whose effects run twice', async () => {
    expect(await renderCard(true)).toBe('PX-1001: in transit, expected 2025-03-14');
  });
});

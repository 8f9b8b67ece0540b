/**
 * Search benchmark (`npm run bench:search`; needs `npm run build` first). In Debian's Chromium it
 * measures, for the site's own index and for a synthetic corpus ten times its size:
 *  - bytes transferred by the first search (opening the modal and typing one word on a page loaded
 *    cold: modal code, engine, index), as served and gzipped;
 *  - time to build the engine from the index's first part (in the search worker);
 *  - keystroke-to-results latency over the relevance set's queries (median and p95), questions
 *    included (they load the index's text part on the way);
 *  - on a phone profile (4× slower CPU, slow 4G), the time from a cold visit of /search?q=… to its
 *    first results, with the index already cached by a search on a previous page.
 * Writes bench-results/search.json and bench-results/search.md.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {buildDir, gzippedSizeOfBuiltUrl} from './lib/serveBuild';
import {serveCompressed} from './lib/serveCompressed';
import relevance from '../tests/search/relevance.json';
import {
  manifestFile,
  type FirstPart,
  type SearchManifest,
  type TextPart,
} from '../plugins/local-search/client/indexFormat';

if (process.argv.includes('--help')) {
  console.log('Usage: npm run bench:search   (after npm run build). Writes bench-results/search.{json,md}.');
  process.exit(0);
}

const root = path.resolve(__dirname, '..');
// BENCH_PORT: another port when 4183 is taken (several checkouts on one machine).
const port = Number(process.env.BENCH_PORT ?? 4183);
const manifest = JSON.parse(readFileSync(path.join(buildDir, manifestFile), 'utf8')) as SearchManifest;
const siteFirst = JSON.parse(readFileSync(path.join(buildDir, manifest.first), 'utf8')) as FirstPart;
const siteText = JSON.parse(readFileSync(path.join(buildDir, manifest.text), 'utf8')) as TextPart;

/** The site's pages ten times over, each copy with its own URL and its words in another order. */
function syntheticIndex(times: number): {first: FirstPart; text: TextPart} {
  const shuffle = (text: string, seed: number) => {
    const words = text.split(' ');
    for (let i = words.length - 1; i > 0; i--) {
      const j = (i * 7919 + seed * 104729) % (i + 1);
      [words[i], words[j]] = [words[j]!, words[i]!];
    }
    return words.join(' ');
  };
  const copies = Array.from({length: times}, (_, copy) => copy);
  return {
    first: {
      v: 2,
      pages: copies.flatMap((copy) =>
        siteFirst.pages.map((page) =>
          copy === 0 ? page : {...page, u: `${page.u}-copy-${copy}`, t: `${page.t} (${copy})`},
        ),
      ),
    },
    text: {
      v: 2,
      first: manifest.first,
      x: copies.flatMap((copy) =>
        siteText.x.map((sections) => sections.map((x) => (copy === 0 ? x : shuffle(x, copy)))),
      ),
      code: copies.flatMap(() => siteText.code),
    },
  };
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Gzipped size of a response: the override (a synthetic index part) or the built file. */
function gzipSizeOf(url: string, overrides: Map<string, string>): number {
  const override = overrides.get(new URL(url).pathname.slice(1));
  return override !== undefined ? gzipSync(override).length : gzippedSizeOfBuiltUrl(url);
}

async function measure(page: Page, origin: string, overrides: Map<string, string>) {
  for (const [name, body] of overrides)
    await page.route(`**/${name}`, (route) => route.fulfill({contentType: 'application/json', body}));
  await page.goto(`${origin}/api/store`);
  await page.waitForFunction(() => 'docusaurusRoot' in window);
  await page.waitForLoadState('networkidle');
  // Playwright's request events include the search worker's own requests (the index is fetched
  // inside the Web Worker, which a CDP session on the page does not see).
  let served = 0;
  let gzipped = 0;
  const counted: string[] = [];
  const pending: Array<Promise<void>> = [];
  const listener = (request: import('@playwright/test').Request) => {
    // Result links prefetch their pages (<link rel=prefetch>): that is navigation, not search.
    if (
      /prefetch/i.test(request.headers()['sec-purpose'] ?? '') ||
      (request.resourceType() === 'other' && !request.url().endsWith('.js'))
    )
      return;
    const url = request.url();
    pending.push(
      request.sizes().then((sizes) => {
        served += sizes.responseBodySize + sizes.responseHeadersSize;
        const size = gzipSizeOf(url, overrides);
        gzipped += size;
        counted.push(`${new URL(url).pathname} ${kib(size)}`);
      }),
    );
  };
  page.on('requestfinished', listener);
  // The first search: hover, open, type a word, wait for the results.
  await page.locator('.DocSearch-Button').hover();
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('store');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('requestfinished', listener);
  if (!counted.some((line) => line.includes(manifest.first)))
    throw new Error('The first search did not fetch the index: the measurement is missing requests.');
  if (process.env.BENCH_VERBOSE) console.log(counted.join('\n'));
  const buildMs = await page.evaluate(() => performance.getEntriesByName('local-search:build')[0]?.duration ?? NaN);
  // Keystroke to results: type each query but its last character, then time the last keystroke.
  const latencies: number[] = [];
  for (const [number, {q}] of relevance.queries.entries()) {
    if (process.env.BENCH_VERBOSE) console.log(`latency ${number + 1}/${relevance.queries.length}: ${q}`);
    const input = page.locator('.DocSearch-Input');
    await input.fill(q.slice(0, -1) || ' ');
    await page.waitForTimeout(30);
    // Timed until the list shows this query's results (the modal's data-results-for): a keystroke
    // that leaves the list as it was is still measured, and no wait can hang.
    const timing = page.evaluate(
      (query) =>
        new Promise<number>((resolve, reject) => {
          const field = document.querySelector('.DocSearch-Input')!;
          const dropdown = document.querySelector('.DocSearch-Dropdown')!;
          let start = 0;
          field.addEventListener('keydown', () => (start = performance.now()), {once: true, capture: true});
          const observer = new MutationObserver(() => {
            if (start && dropdown.getAttribute('data-results-for') === query) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(dropdown, {attributes: true, attributeFilter: ['data-results-for']});
          setTimeout(() => reject(new Error(`No results for "${query}" within 10 s`)), 10_000);
        }),
      q,
    );
    await input.press(q.slice(-1));
    latencies.push(await timing);
  }
  return {
    firstSearchKiB: {served: kib(served), gzipped: kib(gzipped)},
    engineBuildMs: Math.round(buildMs * 10) / 10,
    latencyMs: {
      median: Math.round(percentile(latencies, 50) * 10) / 10,
      p95: Math.round(percentile(latencies, 95) * 10) / 10,
      queries: latencies.length,
    },
  };
}

/**
 * /search on a phone: Lighthouse's mobile profile (4× CPU slowdown, 150 ms round trips, 1.6 Mbit/s)
 * on a cold visit of the results page, the index already in the HTTP cache from a search on a
 * previous page (the usual way there: "See all N results"). Milliseconds from the navigation's
 * start to the first result in the page, as the page's own clock reads it (a MutationObserver);
 * Playwright's wait for the same element, polling on the slowed-down main thread, adds 0.2–0.4 s
 * that a reader does not see, so it is reported apart. The median of `runs` visits, each in a
 * context of its own.
 */
async function resultsPageOnPhone(
  browser: Browser,
  origin: string,
  runs = 5,
): Promise<{inPageMs: number; seenByPlaywrightMs: number; runsMs: number[]}> {
  const inPage: number[] = [];
  const seen: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/api/store`);
    await page.waitForFunction(() => 'docusaurusRoot' in window);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('how do I test a component');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('article.search-results__page')) return;
        (window as unknown as {firstResultMs: number}).firstResultMs = performance.now();
        observer.disconnect();
      }).observe(document, {childList: true, subtree: true});
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const started = Date.now();
    await page.goto(`${origin}/search?q=createSlice`, {waitUntil: 'commit'});
    await page.locator('article.search-results__page').first().waitFor({timeout: 30_000});
    seen.push(Date.now() - started);
    inPage.push(Math.round(await page.evaluate(() => (window as unknown as {firstResultMs: number}).firstResultMs)));
    await context.close();
  }
  return {
    inPageMs: Math.round(percentile(inPage, 50)),
    seenByPlaywrightMs: Math.round(percentile(seen, 50)),
    runsMs: inPage,
  };
}

async function main() {
  const started = Date.now();
  // Served as a static host serves it (gzip, the index and assets cached), as readers get it.
  const {origin, stop} = await serveCompressed(port);
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const synthetic = syntheticIndex(10);
    const size = (parts: {first: unknown; text: unknown}) => {
      const json = JSON.stringify(parts.first) + JSON.stringify(parts.text);
      return {
        raw: kib(json.length),
        gzipped: kib(gzipSync(JSON.stringify(parts.first)).length + gzipSync(JSON.stringify(parts.text)).length),
      };
    };
    const corpora = [
      {
        name: 'site',
        pages: siteFirst.pages.length,
        sections: siteFirst.pages.reduce((sum, page) => sum + page.s.length, 0),
        indexKiB: size({first: siteFirst, text: siteText}),
        overrides: new Map<string, string>(),
      },
      {
        name: 'synthetic ×10',
        pages: synthetic.first.pages.length,
        sections: synthetic.first.pages.reduce((sum, page) => sum + page.s.length, 0),
        indexKiB: size(synthetic),
        overrides: new Map([
          [manifest.first, JSON.stringify(synthetic.first)],
          [manifest.text, JSON.stringify(synthetic.text)],
        ]),
      },
    ];
    const results = [];
    for (const corpus of corpora) {
      const context = await browser.newContext();
      const page = await context.newPage();
      results.push({
        corpus: corpus.name,
        pages: corpus.pages,
        sections: corpus.sections,
        indexKiB: corpus.indexKiB,
        ...(await measure(page, origin, corpus.overrides)),
      });
      await context.close();
    }
    const phone = await resultsPageOnPhone(browser, origin);
    const resultsPageMs = phone.inPageMs;
    await browser.close();
    const report = {
      date: new Date().toISOString(),
      machine: `${process.platform} ${process.arch}, ${os.cpus().length} cores`,
      budgets: {firstSearchGzippedKiB: 250, p95LatencyMs: 50, resultsPageOnPhoneMs: 1000},
      results,
      resultsPageOnPhoneMs: resultsPageMs,
      resultsPageOnPhone: phone,
      benchSeconds: Math.round((Date.now() - started) / 1000),
    };
    mkdirSync(path.join(root, 'bench-results'), {recursive: true});
    writeFileSync(path.join(root, 'bench-results', 'search.json'), `${JSON.stringify(report, null, 2)}\n`);
    const rows = results.map(
      (r) =>
        `| ${r.corpus} | ${r.pages} | ${r.sections} | ${r.indexKiB.gzipped} | ${r.firstSearchKiB.gzipped} (${r.firstSearchKiB.served} as served) | ${r.engineBuildMs} | ${r.latencyMs.median} | ${r.latencyMs.p95} |`,
    );
    const markdown = [
      '# Search benchmark',
      '',
      `${report.date}, ${report.machine}, Chromium. Budgets: first search ≤ 250 KiB gzipped; p95 latency ≤ 50 ms; /search results on a phone ≤ 1000 ms.`,
      '',
      '| corpus | pages | sections | index KiB gz (both parts) | first search KiB gz | engine build ms | latency median ms | latency p95 ms |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `/search?q=createSlice, cold visit on a phone profile (index cached): first results ${resultsPageMs} ms after the navigation started (median of ${phone.runsMs.join(', ')} ms; Playwright saw them after ${phone.seenByPlaywrightMs} ms).`,
      '',
    ].join('\n');
    writeFileSync(path.join(root, 'bench-results', 'search.md'), markdown);
    console.log(markdown);
    const site = results[0]!;
    const withinBudget = site.firstSearchKiB.gzipped <= 250 && site.latencyMs.p95 <= 50 && resultsPageMs <= 1000;
    console.log(withinBudget ? 'Site within budgets.' : 'Site OVER BUDGET.');
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Search benchmark (`npm run bench:search`; needs `npm run build` first). In Debian's Chromium it
 * measures, for the site's own index and for a synthetic corpus ten times its size:
 *  - bytes transferred by the first search (modal code, engine, index), as served and gzipped;
 *  - time to build the engine from the index in the page;
 *  - keystroke-to-results latency over the relevance set's queries (median and p95).
 * Writes bench-results/search.json and bench-results/search.md.
 */
import {mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {buildDir, gzippedSizeOfBuiltUrl, serveBuild} from './lib/serveBuild';
import relevance from '../tests/search/relevance.json';
import type {SearchIndexFile} from '../src/search/indexFormat';

if (process.argv.includes('--help')) {
  console.log('Usage: npm run bench:search   (after npm run build). Writes bench-results/search.{json,md}.');
  process.exit(0);
}

const root = path.resolve(__dirname, '..');
const port = 4183;
const indexName = readdirSync(buildDir).find((name) => /^search-index\.[a-z0-9]+\.json$/.test(name));
if (!indexName) throw new Error('No search index in build/: run `npm run build` first.');
const siteIndex = JSON.parse(readFileSync(path.join(buildDir, indexName), 'utf8')) as SearchIndexFile;

/** The site's pages ten times over, each copy with its own URL and its words in another order. */
function syntheticIndex(times: number): SearchIndexFile {
  const shuffle = (text: string, seed: number) => {
    const words = text.split(' ');
    for (let i = words.length - 1; i > 0; i--) {
      const j = (i * 7919 + seed * 104729) % (i + 1);
      [words[i], words[j]] = [words[j]!, words[i]!];
    }
    return words.join(' ');
  };
  const pages = Array.from({length: times}, (_, copy) =>
    siteIndex.pages.map((page) =>
      copy === 0 ? page : {...page, u: `${page.u}-copy-${copy}`, t: `${page.t} (${copy})`, s: page.s.map((section) => ({...section, x: shuffle(section.x, copy)}))},
    ),
  ).flat();
  return {v: 1, pages};
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Gzipped size of a response: the override (a synthetic index) or the built file. */
function gzipSizeOf(url: string, override?: string): number {
  return override !== undefined ? gzipSync(override).length : gzippedSizeOfBuiltUrl(url);
}

async function measure(page: Page, origin: string, indexOverride?: string) {
  if (indexOverride !== undefined) {
    await page.route(`**/${indexName}`, (route) => route.fulfill({contentType: 'application/json', body: indexOverride}));
  }
  await page.goto(`${origin}/api/store`);
  await page.waitForFunction(() => 'docusaurusRoot' in window);
  await page.waitForLoadState('networkidle');
  // Playwright's request events include the search worker's own requests (the index is fetched
  // inside the Web Worker, which a CDP session on the page does not see).
  let served = 0;
  let gzipped = 0;
  const counted: string[] = [];
  const pending: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    // Result links prefetch their pages (<link rel=prefetch>): that is navigation, not search.
    if (/prefetch/i.test(request.headers()['sec-purpose'] ?? '') || request.resourceType() === 'other' && !request.url().endsWith('.js')) return;
    const url = request.url();
    pending.push(
      request.sizes().then((sizes) => {
        served += sizes.responseBodySize + sizes.responseHeadersSize;
        const size = gzipSizeOf(url, url.endsWith(indexName!) ? indexOverride : undefined);
        gzipped += size;
        counted.push(`${new URL(url).pathname} ${kib(size)}`);
      }),
    );
  });
  // The first search: hover, open, type a query, wait for the results.
  await page.locator('.DocSearch-Button').hover();
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('store');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  if (!counted.some((line) => line.includes(indexName!))) throw new Error('The first search did not fetch the index: the measurement is missing requests.');
  if (process.env.BENCH_VERBOSE) console.log(counted.join('\n'));
  const buildMs = await page.evaluate(() => performance.getEntriesByName('local-search:build')[0]?.duration ?? NaN);
  // Keystroke to results: type each query but its last character, then time the last keystroke.
  const latencies: number[] = [];
  for (const {q} of relevance.queries) {
    const input = page.locator('.DocSearch-Input');
    await input.fill(q.slice(0, -1) || ' ');
    await page.waitForTimeout(30);
    const timing = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const field = document.querySelector('.DocSearch-Input')!;
          const dropdown = document.querySelector('.DocSearch-Dropdown')!;
          let start = 0;
          field.addEventListener('keydown', () => (start = performance.now()), {once: true, capture: true});
          const observer = new MutationObserver(() => {
            if (start) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(dropdown, {subtree: true, childList: true, characterData: true});
        }),
    );
    await input.press(q.slice(-1));
    latencies.push(await timing);
  }
  return {
    firstSearchKiB: {served: kib(served), gzipped: kib(gzipped)},
    engineBuildMs: Math.round(buildMs * 10) / 10,
    latencyMs: {median: Math.round(percentile(latencies, 50) * 10) / 10, p95: Math.round(percentile(latencies, 95) * 10) / 10, queries: latencies.length},
  };
}

async function main() {
  const started = Date.now();
  const {origin, stop} = await serveBuild(port);
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const synthetic = JSON.stringify(syntheticIndex(10));
    const corpora = [
      {name: 'site', pages: siteIndex.pages.length, sections: siteIndex.pages.reduce((sum, page) => sum + page.s.length, 0), indexKiB: {raw: kib(JSON.stringify(siteIndex).length), gzipped: kib(gzipSync(JSON.stringify(siteIndex)).length)}, override: undefined},
      {name: 'synthetic ×10', pages: siteIndex.pages.length * 10, sections: siteIndex.pages.reduce((sum, page) => sum + page.s.length, 0) * 10, indexKiB: {raw: kib(synthetic.length), gzipped: kib(gzipSync(synthetic).length)}, override: synthetic},
    ];
    const results = [];
    for (const corpus of corpora) {
      const context = await browser.newContext();
      const page = await context.newPage();
      results.push({corpus: corpus.name, pages: corpus.pages, sections: corpus.sections, indexKiB: corpus.indexKiB, ...(await measure(page, origin, corpus.override))});
      await context.close();
    }
    await browser.close();
    const report = {date: new Date().toISOString(), machine: `${process.platform} ${process.arch}, ${require('node:os').cpus().length} cores`, budgets: {firstSearchGzippedKiB: 250, p95LatencyMs: 50}, results, benchSeconds: Math.round((Date.now() - started) / 1000)};
    mkdirSync(path.join(root, 'bench-results'), {recursive: true});
    writeFileSync(path.join(root, 'bench-results', 'search.json'), `${JSON.stringify(report, null, 2)}\n`);
    const rows = results.map((r) => `| ${r.corpus} | ${r.pages} | ${r.sections} | ${r.indexKiB.gzipped} | ${r.firstSearchKiB.gzipped} (${r.firstSearchKiB.served} as served) | ${r.engineBuildMs} | ${r.latencyMs.median} | ${r.latencyMs.p95} |`);
    const markdown = [
      '# Search benchmark',
      '',
      `${report.date}, ${report.machine}, Chromium. Budgets: first search ≤ 250 KiB gzipped; p95 latency ≤ 50 ms.`,
      '',
      '| corpus | pages | sections | index KiB gz | first search KiB gz | engine build ms | latency median ms | latency p95 ms |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    writeFileSync(path.join(root, 'bench-results', 'search.md'), markdown);
    console.log(markdown);
    const site = results[0]!;
    const withinBudget = site.firstSearchKiB.gzipped <= 250 && site.latencyMs.p95 <= 50;
    console.log(withinBudget ? 'Site within budgets.' : 'Site OVER BUDGET.');
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

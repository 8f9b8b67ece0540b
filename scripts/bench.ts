/**
 * The site's performance benchmark: `npm run bench`.
 *
 * 1. A cold full build (`docusaurus clear`, then `docusaurus build`): wall time and the peak
 *    resident memory of the build's whole process tree, sampled every 100 ms.
 * 2. Serves build/ as a static host would (gzip, clean URLs) and, in Debian's Chromium, loads
 *    each measured page cold: bytes on the wire by type and requests, not counting the idle-time
 *    prefetches of linked pages.
 * 3. Lighthouse in its mobile (default) and desktop presets for each page: the four category
 *    scores and the main metrics.
 * Writes bench-results/bench.json and bench-results/bench.md and prints the Markdown.
 * Options: --skip-build (measure the existing build/), --runs=N (Lighthouse runs per page and
 * preset, median kept; default 1).
 */
import {execFile, execFileSync, spawn} from 'node:child_process';
import {promisify} from 'node:util';
import {mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveCompressed} from './lib/serveCompressed';

const root = path.resolve(__dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = 4181;
const args = process.argv.slice(2);
const lighthouseRuns = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1);

/** The pages the issue names: home, a long tutorial page, an API page, an FAQ page, a search. */
const pages = [
  {name: 'home', path: '/'},
  {name: 'long tutorial', path: '/tutorials/essentials/part-6-performance-normalization'},
  {name: 'API', path: '/api/store'},
  {name: 'FAQ', path: '/faq/immutable-data'},
  {name: 'search', path: '/search?q=store'},
];

const budgets = {
  pageKiB: 200,
  scriptKiB: 150,
  mobile: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100},
  totalBlockingTimeMs: 150,
  // Half of the public site's cold build on this machine (53–59 s, 1.5–1.65 GiB).
  buildSeconds: 26.5,
  buildMiB: 768,
};

type Bytes = Record<'html' | 'js' | 'css' | 'fonts' | 'images' | 'data' | 'other', number>;
type LighthouseResult = {
  scores: Record<string, number>;
  metrics: {fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number};
};

async function coldBuild(): Promise<{seconds: number; peakMiB: number}> {
  execFileSync('npx', ['docusaurus', 'clear'], {cwd: root, stdio: 'ignore'});
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true});
  let peakKiB = 0;
  const sampler = setInterval(() => {
    try {
      // Resident memory of every process in the build's process group (npx, node, workers).
      const rss = execFileSync('ps', ['-o', 'rss=', '-g', String(child.pid)], {encoding: 'utf8'});
      peakKiB = Math.max(peakKiB, rss.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0));
    } catch {
      // The group is gone between two samples: the build is ending.
    }
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`docusaurus build failed (exit ${code})`);
  return {seconds: (performance.now() - started) / 1000, peakMiB: peakKiB / 1024};
}

async function wireBytes(origin: string): Promise<Record<string, {bytes: Bytes; total: number; requests: number; prefetchedKiB: number}>> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox']});
  const results: Record<string, {bytes: Bytes; total: number; requests: number; prefetchedKiB: number}> = {};
  try {
    for (const {path: pagePath} of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
      const types = new Map<string, string>();
      const bytes: Bytes = {html: 0, js: 0, css: 0, fonts: 0, images: 0, data: 0, other: 0};
      let prefetched = 0;
      let requests = 0;
      // A prefetch of a linked page (<link rel=prefetch>, sent with a Sec-Purpose header) is
      // speculative: it is reported apart, not counted in the page's weight.
      const prefetches = new Set<string>();
      cdp.on('Network.requestWillBeSent', (event) => {
        types.set(event.requestId, event.type ?? 'Other');
        const headers = Object.fromEntries(Object.entries(event.request.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
        if (event.type === 'Prefetch' || /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '')) prefetches.add(event.requestId);
      });
      cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
      cdp.on('Network.loadingFinished', (event) => {
        const type = types.get(event.requestId) ?? 'Other';
        const size = event.encodedDataLength;
        if (type === 'Prefetch' || prefetches.has(event.requestId)) {
          prefetched += size;
          return;
        }
        requests++;
        const key: keyof Bytes =
          type === 'Document' ? 'html' : type === 'Script' ? 'js' : type === 'Stylesheet' ? 'css' : type === 'Font' ? 'fonts' : type === 'Image' ? 'images' : type === 'Fetch' || type === 'XHR' ? 'data' : 'other';
        bytes[key] += size;
      });
      await page.goto(`${origin}${pagePath}`, {waitUntil: 'load'});
      await page.waitForLoadState('networkidle');
      const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
      results[pagePath] = {bytes, total, requests, prefetchedKiB: prefetched / 1024};
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** One Lighthouse run through its CLI (its in-page code must not pass through our TS loader). */
async function lighthouseOnce(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseResult> {
  const cli = path.join(root, 'node_modules', '.bin', 'lighthouse');
  const {stdout} = await promisify(execFile)(
    cli,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    {env: {...process.env, CHROME_PATH: chromiumPath}, maxBuffer: 64 * 1024 * 1024},
  );
  const {categories, audits} = JSON.parse(stdout) as {
    categories: Record<string, {score: number | null}>;
    audits: Record<string, {numericValue?: number}>;
  };
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])),
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
  };
}

async function runLighthouse(origin: string): Promise<Record<string, {mobile: LighthouseResult; desktop: LighthouseResult}>> {
  const results: Record<string, {mobile: LighthouseResult; desktop: LighthouseResult}> = {};
  for (const {path: pagePath} of pages) {
    const median = async (preset: 'mobile' | 'desktop') => {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < lighthouseRuns; run++) runs.push(await lighthouseOnce(`${origin}${pagePath}`, preset));
      // The run with the median performance score stands for the page.
      return runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[Math.floor(runs.length / 2)]!;
    };
    results[pagePath] = {mobile: await median('mobile'), desktop: await median('desktop')};
  }
  return results;
}

const kib = (value: number) => (value / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'ok' : '**over**');

async function main() {
  const build = args.includes('--skip-build') ? undefined : await coldBuild();
  const server = await serveCompressed(port);
  let bytes: Awaited<ReturnType<typeof wireBytes>>;
  let scores: Awaited<ReturnType<typeof runLighthouse>>;
  try {
    bytes = await wireBytes(server.origin);
    scores = await runLighthouse(server.origin);
  } finally {
    await server.stop();
  }

  const misses: string[] = [];
  if (build && build.seconds > budgets.buildSeconds) misses.push(`build ${build.seconds.toFixed(1)} s > ${budgets.buildSeconds} s`);
  if (build && build.peakMiB > budgets.buildMiB) misses.push(`build memory ${build.peakMiB.toFixed(0)} MiB > ${budgets.buildMiB} MiB`);
  for (const {name, path: pagePath} of pages) {
    const page = bytes[pagePath]!;
    if (page.total / 1024 > budgets.pageKiB) misses.push(`${name}: ${kib(page.total)} KiB on the wire > ${budgets.pageKiB}`);
    if (page.bytes.js / 1024 > budgets.scriptKiB) misses.push(`${name}: ${kib(page.bytes.js)} KiB JavaScript > ${budgets.scriptKiB}`);
    const mobile = scores[pagePath]!.mobile;
    for (const [category, minimum] of Object.entries(budgets.mobile)) {
      if ((mobile.scores[category] ?? 0) < minimum) misses.push(`${name}: mobile ${category} ${mobile.scores[category]} < ${minimum}`);
    }
    if (mobile.metrics.tbtMs > budgets.totalBlockingTimeMs) misses.push(`${name}: mobile TBT ${mobile.metrics.tbtMs.toFixed(0)} ms > ${budgets.totalBlockingTimeMs}`);
  }

  const report = {
    date: new Date().toISOString(),
    machine: {platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, node: process.version, lighthouseRuns},
    budgets,
    build,
    pages: pages.map(({name, path: pagePath}) => ({name, path: pagePath, wire: bytes[pagePath], lighthouse: scores[pagePath]})),
    misses,
  };
  const lines = [
    '# Site benchmark',
    '',
    `${report.date}, ${report.machine.platform}, ${report.machine.cpus} cores, Node ${report.machine.node}, Chromium, Lighthouse ${lighthouseRuns} run(s) per page and preset.`,
    '',
    build
      ? `Cold full build: **${build.seconds.toFixed(1)} s** wall (budget ${budgets.buildSeconds} s, ${mark(build.seconds <= budgets.buildSeconds)}), peak memory **${build.peakMiB.toFixed(0)} MiB** (budget ${budgets.buildMiB}, ${mark(build.peakMiB <= budgets.buildMiB)}).`
      : 'Build: not measured (--skip-build).',
    '',
    `## Bytes on the wire, cold load (gzip as served by a static host; KiB; prefetches of linked pages apart). Budget: ${budgets.pageKiB} per page, ${budgets.scriptKiB} of it JavaScript.`,
    '',
    '| page | total | HTML | JS | CSS | fonts | images | data | other | requests | prefetched later |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map(({name, path: pagePath}) => {
      const page = bytes[pagePath]!;
      const b = page.bytes;
      return `| ${name} \`${pagePath}\` | ${kib(page.total)} ${mark(page.total / 1024 <= budgets.pageKiB)} | ${kib(b.html)} | ${kib(b.js)} ${mark(b.js / 1024 <= budgets.scriptKiB)} | ${kib(b.css)} | ${kib(b.fonts)} | ${kib(b.images)} | ${kib(b.data)} | ${kib(b.other)} | ${page.requests} | ${page.prefetchedKiB.toFixed(1)} |`;
    }),
    '',
    '## Lighthouse (scores 0–100; times in ms). Mobile budget: performance ≥ 95, accessibility, best practices and SEO 100, TBT ≤ 150 ms.',
    '',
    '| page | preset | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages.flatMap(({name, path: pagePath}) =>
      (['mobile', 'desktop'] as const).map((preset) => {
        const {scores: s, metrics: m} = scores[pagePath]![preset];
        return `| ${name} | ${preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${m.fcpMs.toFixed(0)} | ${m.lcpMs.toFixed(0)} | ${m.tbtMs.toFixed(0)} | ${m.cls.toFixed(3)} | ${m.speedIndexMs.toFixed(0)} |`;
      }),
    ),
    '',
    misses.length ? `## Over budget\n\n${misses.map((miss) => `- ${miss}`).join('\n')}` : '## Every budget met.',
    '',
  ];
  const markdown = lines.join('\n');
  mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  writeFileSync(path.join(root, 'bench-results', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(root, 'bench-results', 'bench.md'), markdown);
  console.log(markdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

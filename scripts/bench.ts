/**
 * The site's performance benchmark: `npm run bench [-- --runs=3] [--skip-build] [--baseline=<git ref or build folder>]`.
 *
 * 1. A cold full build (`docusaurus clear`, then `docusaurus build`): wall time and the peak
 *    resident memory of the build's process tree, sampled every 100 ms (`--skip-build` reuses build/).
 * 2. Serves build/ as a static host would (gzip, clean URLs) and, in Debian's Chromium, loads
 *    each measured page cold: bytes on the wire by type and requests, not counting the idle-time
 *    prefetches of linked pages.
 * 3. Lighthouse 12 in its mobile (default) and desktop presets for each page: the four category
 *    scores and the main metrics; `--runs=N` runs each page N times per preset and keeps the run
 *    with the median performance score.
 * 4. The run samples' buttons (plugins/run-samples) on a Redux Toolkit page: what the first Run,
 *    the first Edit and the first run of edited code download (gzipped files, as their budget
 *    test weighs them).
 * 5. With `--baseline`, the same measurements of another build in the same run, interleaved run
 *    by run with the site's (these shared machines drift, so only a same-run comparison says
 *    whether a change helped). A git ref is checked out into a temporary worktree and built
 *    there with this checkout's node_modules; a folder is taken as a finished build.
 * Writes bench-results/bench.json and bench-results/bench.md and prints the Markdown.
 */
import {execFile, execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {chromium} from '@playwright/test';
import {runSampleBytes, type RunSampleBytes} from './lib/runSampleBytes';
import {serveCompressed} from './lib/serveCompressed';

const root = path.resolve(__dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const lighthouseRuns = Number(option('runs') ?? 1);

if (args.includes('--help')) {
  console.log(readFileSync(__filename, 'utf8').split('*/')[0]);
  process.exit(0);
}

/** The pages issue 12 names, and the longest page of the site (found in the build). */
const namedPages = [
  {name: 'home', path: '/'},
  {name: 'tutorial', path: '/tutorials/essentials/part-4-using-data'},
  {name: 'API', path: '/api/createstore'},
  {name: 'FAQ index', path: '/faq'},
  {name: 'search', path: '/search?q=store'},
];

/** Issue 12's budgets, for React in the browser. /search is exempt from the byte and SEO budgets. */
const budgets = {
  pageKiB: 200,
  scriptKiB: 160,
  mobile: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100},
  totalBlockingTimeMs: 200,
  lcpMs: 2000,
  cls: 0,
};
const exempt = (pagePath: string) => pagePath.startsWith('/search');
/** The run samples' budgets (issue 27), in KiB gzipped, and the page they are measured on. */
const runSampleBudgets = {firstRunKiB: 80, firstEditKiB: 120};
const runSamplePage = '/redux-toolkit/overview';

type Bytes = Record<'html' | 'js' | 'css' | 'fonts' | 'images' | 'data' | 'other', number>;
type Wire = {bytes: Bytes; total: number; requests: number; prefetchedKiB: number};
type LighthouseResult = {
  scores: Record<string, number>;
  metrics: {fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number};
};
type Measured = {
  wire: Record<string, Wire>;
  lighthouse: Record<string, {mobile: LighthouseResult; desktop: LighthouseResult}>;
};

/** The doc page with the most words of text in its built HTML: the heaviest page to hydrate. */
function longestPage(buildDir: string): string {
  let best = {route: '/', words: 0};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== 'downloads') walk(full);
      } else if (entry.name === 'index.html') {
        const html = readFileSync(full, 'utf8');
        const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
        const words = article
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length;
        const route = `/${path.relative(buildDir, dir).split(path.sep).join('/')}`;
        if (words > best.words && route !== '/search') best = {route, words};
      }
    }
  };
  walk(buildDir);
  return best.route;
}

async function coldBuild(): Promise<{seconds: number; peakMiB: number}> {
  execFileSync('npx', ['docusaurus', 'clear'], {cwd: root, stdio: 'ignore'});
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let peakKiB = 0;
  const sampler = setInterval(() => {
    try {
      // Resident memory of every process in the build's process group (npx, node, workers).
      const rss = execFileSync('ps', ['-o', 'rss=', '-g', String(child.pid)], {encoding: 'utf8'});
      peakKiB = Math.max(
        peakKiB,
        rss.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0),
      );
    } catch {
      // The group is gone between two samples: the build is ending.
    }
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`docusaurus build failed (exit ${code})`);
  return {seconds: (performance.now() - started) / 1000, peakMiB: peakKiB / 1024};
}

/** The baseline's build folder: a folder as given, or a git ref built in a temporary worktree. */
function baselineBuild(spec: string): {dir: string; label: string} {
  if (existsSync(path.join(spec, 'index.html'))) return {dir: path.resolve(spec), label: spec};
  const sha = execFileSync('git', ['rev-parse', '--short', spec], {cwd: root, encoding: 'utf8'}).trim();
  const worktree = path.join(os.tmpdir(), `redux-docs-baseline-${sha}`);
  const dir = path.join(worktree, 'build');
  if (!existsSync(path.join(dir, 'index.html'))) {
    if (!existsSync(worktree))
      execFileSync('git', ['worktree', 'add', '--detach', worktree, sha], {cwd: root, stdio: 'ignore'});
    if (!existsSync(path.join(worktree, 'node_modules')))
      symlinkSync(path.join(root, 'node_modules'), path.join(worktree, 'node_modules'), 'dir');
    console.error(`Building the baseline ${spec} (${sha}) in ${worktree} …`);
    execFileSync('npx', ['docusaurus', 'build'], {cwd: worktree, stdio: ['ignore', 'ignore', 'inherit']});
  }
  return {dir, label: `${spec} (${sha})`};
}

async function wireBytes(origin: string, pagePaths: string[]): Promise<Record<string, Wire>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: Record<string, Wire> = {};
  try {
    for (const pagePath of pagePaths) {
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
        const headers = Object.fromEntries(
          Object.entries(event.request.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
        );
        if (event.type === 'Prefetch' || /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? ''))
          prefetches.add(event.requestId);
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
          type === 'Document'
            ? 'html'
            : type === 'Script'
              ? 'js'
              : type === 'Stylesheet'
                ? 'css'
                : type === 'Font'
                  ? 'fonts'
                  : type === 'Image'
                    ? 'images'
                    : type === 'Fetch' || type === 'XHR'
                      ? 'data'
                      : 'other';
        bytes[key] += size;
      });
      await page.goto(`${origin}${pagePath}`, {waitUntil: 'load'});
      // The app's scripts start after the first paint (config/ssrTemplate.ts): wait for the app.
      await page.waitForFunction(() => 'docusaurusRoot' in window, undefined, {timeout: 60_000});
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
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
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
    scores: Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    ),
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
  };
}

/** Lighthouse for every page of every origin, run by run, alternating origins so that drift hits both alike. */
async function runLighthouse(origins: string[], pagePaths: string[]): Promise<Array<Measured['lighthouse']>> {
  const runs = origins.map(() => new Map<string, {mobile: LighthouseResult[]; desktop: LighthouseResult[]}>());
  for (let run = 0; run < lighthouseRuns; run++) {
    for (const pagePath of pagePaths) {
      for (const preset of ['mobile', 'desktop'] as const) {
        for (const [index, origin] of origins.entries()) {
          const entry = runs[index]!.get(pagePath) ?? {mobile: [], desktop: []};
          entry[preset].push(await lighthouseOnce(`${origin}${pagePath}`, preset));
          runs[index]!.set(pagePath, entry);
        }
      }
    }
  }
  // The run with the median performance score stands for the page.
  const median = (list: LighthouseResult[]) =>
    [...list].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[Math.floor(list.length / 2)]!;
  return runs.map((byPage) =>
    Object.fromEntries(
      [...byPage].map(([pagePath, {mobile, desktop}]) => [
        pagePath,
        {mobile: median(mobile), desktop: median(desktop)},
      ]),
    ),
  );
}

const kib = (value: number) => (value / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'ok' : '**over**');

function missesOf(measured: Measured, pages: Array<{name: string; path: string}>): string[] {
  const misses: string[] = [];
  for (const {name, path: pagePath} of pages) {
    const wire = measured.wire[pagePath]!;
    if (!exempt(pagePath)) {
      if (wire.total / 1024 > budgets.pageKiB)
        misses.push(`${name}: ${kib(wire.total)} KiB on the wire > ${budgets.pageKiB}`);
      if (wire.bytes.js / 1024 > budgets.scriptKiB)
        misses.push(`${name}: ${kib(wire.bytes.js)} KiB JavaScript > ${budgets.scriptKiB}`);
    }
    const mobile = measured.lighthouse[pagePath]!.mobile;
    for (const [category, minimum] of Object.entries(budgets.mobile)) {
      if (category === 'seo' && exempt(pagePath)) continue; // /search is noindex on purpose
      if ((mobile.scores[category] ?? 0) < minimum)
        misses.push(`${name}: mobile ${category} ${mobile.scores[category]} < ${minimum}`);
    }
    if (mobile.metrics.tbtMs > budgets.totalBlockingTimeMs)
      misses.push(`${name}: mobile TBT ${mobile.metrics.tbtMs.toFixed(0)} ms > ${budgets.totalBlockingTimeMs}`);
    if (mobile.metrics.lcpMs > budgets.lcpMs)
      misses.push(`${name}: mobile LCP ${mobile.metrics.lcpMs.toFixed(0)} ms > ${budgets.lcpMs}`);
    if (mobile.metrics.cls > budgets.cls + 0.0005)
      misses.push(`${name}: mobile CLS ${mobile.metrics.cls.toFixed(3)} > ${budgets.cls}`);
  }
  return misses;
}

async function main() {
  const build = args.includes('--skip-build') ? undefined : await coldBuild();
  const baseline = option('baseline') ? baselineBuild(option('baseline')!) : undefined;
  const pages = [...namedPages, {name: 'longest page', path: longestPage(path.join(root, 'build'))}];
  const pagePaths = pages.map(({path: pagePath}) => pagePath);
  const servers = [await serveCompressed(4181)];
  if (baseline) servers.push(await serveCompressed(4182, baseline.dir));
  let measured: Measured[];
  let runSamples: RunSampleBytes;
  try {
    const wire = await Promise.all(servers.map((server) => wireBytes(server.origin, pagePaths)));
    const lighthouse = await runLighthouse(
      servers.map((server) => server.origin),
      pagePaths,
    );
    measured = servers.map((_, index) => ({wire: wire[index]!, lighthouse: lighthouse[index]!}));
    const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
    try {
      runSamples = await runSampleBytes(browser, servers[0]!.origin, runSamplePage);
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  const [site, base] = measured;
  const misses = missesOf(site!, pages);
  const editTotal = runSamples!.firstEdit + runSamples!.firstEditedRun;
  if (runSamples!.firstRun / 1024 > runSampleBudgets.firstRunKiB)
    misses.push(`first Run: ${kib(runSamples!.firstRun)} KiB > ${runSampleBudgets.firstRunKiB}`);
  if (editTotal / 1024 > runSampleBudgets.firstEditKiB)
    misses.push(`first Edit and its first run: ${kib(editTotal)} KiB > ${runSampleBudgets.firstEditKiB}`);

  const report = {
    date: new Date().toISOString(),
    machine: {
      platform: `${os.platform()} ${os.arch()}`,
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      node: process.version,
      lighthouseRuns,
    },
    budgets: {...budgets, runSamples: runSampleBudgets},
    build,
    runSamples: {page: runSamplePage, ...runSamples!},
    baseline: baseline?.label,
    pages: pages.map(({name, path: pagePath}) => ({
      name,
      path: pagePath,
      wire: site!.wire[pagePath],
      lighthouse: site!.lighthouse[pagePath],
      baseline: base ? {wire: base.wire[pagePath], lighthouse: base.lighthouse[pagePath]} : undefined,
    })),
    misses,
  };
  const both = (current: string, old: string | undefined) => (base ? `${current} / ${old}` : current);
  const lines = [
    '# Site benchmark',
    '',
    `${report.date}, ${report.machine.platform}, ${report.machine.cpus} cores (load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(
        ' ',
      )}), Node ${report.machine.node}, Debian's Chromium, Lighthouse ${lighthouseRuns} run(s) per page and preset (median kept).`,
    base ? `\nEach cell: **this build / baseline ${baseline!.label}**, measured in the same run, interleaved.` : '',
    '',
    build
      ? `Cold full build: **${build.seconds.toFixed(1)} s** wall, peak memory **${build.peakMiB.toFixed(0)} MiB**.`
      : 'Build: not measured (--skip-build).',
    '',
    `## Mobile (Lighthouse's default preset). Budget: performance ≥ ${budgets.mobile.performance}, TBT ≤ ${budgets.totalBlockingTimeMs} ms, LCP ≤ ${budgets.lcpMs} ms, CLS ${budgets.cls}; accessibility, best practices, SEO 100 (not SEO on /search, noindex on purpose)`,
    '',
    '| page | performance | TBT ms | LCP ms | CLS | FCP ms | accessibility | best practices | SEO |',
    '|---|---|---|---|---|---|---|---|---|',
    ...pages.map(({name, path: pagePath}) => {
      const {scores: s, metrics: m} = site!.lighthouse[pagePath]!.mobile;
      const old = base?.lighthouse[pagePath]?.mobile;
      return `| ${name} \`${pagePath}\` | ${both(String(s.performance), String(old?.scores.performance))} | ${both(m.tbtMs.toFixed(0), old?.metrics.tbtMs.toFixed(0))} | ${both(m.lcpMs.toFixed(0), old?.metrics.lcpMs.toFixed(0))} | ${both(m.cls.toFixed(3), old?.metrics.cls.toFixed(3))} | ${both(m.fcpMs.toFixed(0), old?.metrics.fcpMs.toFixed(0))} | ${both(String(s.accessibility), String(old?.scores.accessibility))} | ${both(String(s['best-practices']), String(old?.scores['best-practices']))} | ${both(String(s.seo), String(old?.scores.seo))} |`;
    }),
    '',
    '## Desktop (`--preset=desktop`)',
    '',
    '| page | performance | TBT ms | LCP ms | CLS |',
    '|---|---|---|---|---|',
    ...pages.map(({name, path: pagePath}) => {
      const {scores: s, metrics: m} = site!.lighthouse[pagePath]!.desktop;
      const old = base?.lighthouse[pagePath]?.desktop;
      return `| ${name} | ${both(String(s.performance), String(old?.scores.performance))} | ${both(m.tbtMs.toFixed(0), old?.metrics.tbtMs.toFixed(0))} | ${both(m.lcpMs.toFixed(0), old?.metrics.lcpMs.toFixed(0))} | ${both(m.cls.toFixed(3), old?.metrics.cls.toFixed(3))} |`;
    }),
    '',
    `## Bytes on the wire, cold load (KiB, gzip as a static host serves it; prefetches of linked pages apart). Budget: ${budgets.pageKiB} per page, ${budgets.scriptKiB} of it JavaScript (not /search, which loads the search index).`,
    '',
    '| page | total | JS | HTML | CSS | images | data | requests | prefetched later |',
    '|---|---|---|---|---|---|---|---|---|',
    ...pages.map(({name, path: pagePath}) => {
      const page = site!.wire[pagePath]!;
      const old = base?.wire[pagePath];
      const b = page.bytes;
      return `| ${name} | ${both(kib(page.total), old && kib(old.total))} ${exempt(pagePath) ? '' : mark(page.total / 1024 <= budgets.pageKiB)} | ${both(kib(b.js), old && kib(old.bytes.js))} ${exempt(pagePath) ? '' : mark(b.js / 1024 <= budgets.scriptKiB)} | ${both(kib(b.html), old && kib(old.bytes.html))} | ${kib(b.css)} | ${kib(b.images)} | ${kib(b.data)} | ${both(String(page.requests), old && String(old.requests))} | ${page.prefetchedKiB.toFixed(1)} |`;
    }),
    '',
    `## Run samples' buttons on \`${runSamplePage}\` (KiB gzipped, each step's new files). Budget: first Run ≤ ${runSampleBudgets.firstRunKiB}, first Edit and its first run ≤ ${runSampleBudgets.firstEditKiB}`,
    '',
    '| first Run | first Edit | first run of edited code | Edit + edited run |',
    '|---|---|---|---|',
    `| ${kib(runSamples!.firstRun)} ${mark(runSamples!.firstRun / 1024 <= runSampleBudgets.firstRunKiB)} | ${kib(runSamples!.firstEdit)} | ${kib(runSamples!.firstEditedRun)} | ${kib(editTotal)} ${mark(editTotal / 1024 <= runSampleBudgets.firstEditKiB)} |`,
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

/**
 * Where a page's main-thread time goes on load: `npx tsx scripts/profile-page.ts [--dir=build] [--cpu=4] /path …`
 *
 * Loads each page cold in Debian's Chromium with the CPU slowed down as Lighthouse's mobile
 * preset assumes (4×), records a Chrome performance trace, and prints, for the renderer's main
 * thread: the tasks longer than 50 ms (what total blocking time counts) and what their time was
 * spent on (compiling and evaluating each script, running each script's functions, parsing HTML,
 * style and layout, paint, garbage collection). With `--regions`, the build must be a profiling
 * build (PROFILE_REACT=1 npm run build): it also prints how long React spent rendering
 * (hydrating) each part of the page — navbar, sidebar, article, table of contents, footer — read
 * from the fibers' `actualDuration` after the first commit.
 * Writes the raw traces to bench-results/trace-<page>.json for Chrome's Performance panel.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveCompressed} from './lib/serveCompressed';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const cpuSlowdown = Number(option('cpu') ?? 4);
const dir = path.resolve(root, option('dir') ?? 'build');
const withRegions = args.includes('--regions');
const pagePaths = args.filter((arg) => !arg.startsWith('--'));

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {data?: {url?: string; functionName?: string}; name?: string};
};

/** What a slice of main-thread time was spent on; nested events take their time from their parent. */
function category(event: TraceEvent): string | undefined {
  const url = event.args?.data?.url;
  const script = url ? path.basename(new URL(url, 'http://x').pathname) || 'inline' : 'inline';
  switch (event.name) {
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
    case 'v8.parseOnBackground':
      return `compile ${script}`;
    case 'EvaluateScript':
      return `evaluate ${script}`;
    case 'FunctionCall':
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'RunMicrotasks':
      return url ? `run ${script}` : `run (${event.name})`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'Commit':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return 'garbage collection';
    default:
      return undefined;
  }
}

/** Self time per category inside one top-level task (ms). */
function attribute(task: TraceEvent, nested: TraceEvent[]): Map<string, number> {
  const spans = nested
    .filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur! && category(event))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const add = (key: string, us: number) => self.set(key, (self.get(key) ?? 0) + us / 1000);
  // Walk the spans as a stack: each span's self time is its duration minus its children's.
  const stack: Array<{event: TraceEvent; childUs: number}> = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const {event, childUs} = stack.pop()!;
      add(category(event)!, event.dur! - childUs);
      if (stack.length) stack.at(-1)!.childUs += event.dur!;
    }
  };
  let covered = 0;
  for (const event of spans) {
    close(event.ts);
    if (!stack.length) covered += event.dur!;
    stack.push({event, childUs: 0});
  }
  close(Number.POSITIVE_INFINITY);
  add('other (task overhead, unattributed)', task.dur! - covered);
  return self;
}

/**
 * Installed before the page's scripts: a minimal React DevTools hook that, at the first commit
 * (the hydration), records how long React spent rendering each region's subtree. A fiber's
 * `actualDuration` (profiling builds only) is its own and its descendants' render time in the
 * render that was just committed, so it is read at that commit, before later renders replace it.
 */
function recordHydrationByRegion() {
  type Fiber = {child: Fiber | null; sibling: Fiber | null; stateNode: unknown; actualDuration?: number};
  const regions: Record<string, string> = {
    navbar: 'nav.navbar',
    'announcement bar': '.theme-announcement-bar',
    sidebar: '.theme-doc-sidebar-container',
    article: 'article',
    'table of contents': '.theme-doc-toc-desktop, .theme-doc-toc-mobile',
    footer: 'footer',
  };
  const w = window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object; __hydrationByRegion?: Record<string, number>};
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberRoot(_id: number, fiberRoot: {current: Fiber}) {
      if (w.__hydrationByRegion) return;
      const result: Record<string, number> = {'whole page': fiberRoot.current.actualDuration ?? 0};
      const walk = (fiber: Fiber | null) => {
        for (let node = fiber; node; node = node.sibling) {
          const element = node.stateNode instanceof Element ? node.stateNode : undefined;
          const region = element && Object.entries(regions).find(([, selector]) => element.matches(selector))?.[0];
          if (region) result[region] = (result[region] ?? 0) + (node.actualDuration ?? 0);
          else walk(node.child);
        }
      };
      walk(fiberRoot.current.child);
      w.__hydrationByRegion = result;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

async function main() {
  if (!pagePaths.length) throw new Error('Name one or more page paths, e.g. /api/store');
  const server = await serveCompressed(4190, dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  try {
    for (const pagePath of pagePaths) {
      const context = await browser.newContext({
        viewport: {width: 412, height: 823},
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // tsx compiles this script keeping function names through a `__name` helper, which the
      // functions handed to the page then call: give the page a no-op one.
      await page.addInitScript('window.__name = (fn) => fn');
      if (withRegions) await page.addInitScript(recordHydrationByRegion);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
      await browser.startTracing(page, {
        categories: [
          ...(process.env.TRACE_INVALIDATIONS
            ? [
                'disabled-by-default-devtools.timeline.invalidationTracking',
                'disabled-by-default-devtools.timeline.stack',
              ]
            : []),
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'v8.execute',
          'toplevel',
          'blink.user_timing',
          ...(process.env.TRACE_SAMPLES ? ['disabled-by-default-v8.cpu_profiler'] : []),
        ],
      });
      await page.goto(`${server.origin}${pagePath}`, {waitUntil: 'load'});
      await page.waitForFunction(() => 'docusaurusRoot' in window);
      await page.waitForTimeout(3000 * (cpuSlowdown / 4));
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
      writeFileSync(
        path.join(root, 'bench-results', `trace-${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`),
        JSON.stringify(trace),
      );
      const regions = withRegions
        ? await page.evaluate(
            () => (window as unknown as {__hydrationByRegion?: Record<string, number>}).__hydrationByRegion ?? {},
          )
        : undefined;
      await context.close();

      const events = trace.traceEvents;
      const mainThread = events.find(
        (event) =>
          event.name === 'thread_name' &&
          event.args?.name === 'CrRendererMain' &&
          events.some((e) => e.pid === event.pid && e.name === 'ParseHTML'),
      );
      const onMain = events.filter(
        (event) => event.ph === 'X' && event.pid === mainThread?.pid && event.tid === mainThread?.tid,
      );
      const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur !== undefined);
      const total = tasks.reduce((sum, task) => sum + task.dur!, 0) / 1000;
      const long = tasks.filter((task) => task.dur! > 50_000);
      const blocking = long.reduce((sum, task) => sum + task.dur! / 1000 - 50, 0);
      console.log(
        `\n## ${pagePath} — CPU ${cpuSlowdown}× slower: main-thread tasks ${total.toFixed(0)} ms, ${long.length} over 50 ms, blocking ${blocking.toFixed(0)} ms`,
      );
      const overall = new Map<string, number>();
      for (const task of long) {
        const parts = [...attribute(task, onMain)].sort((a, b) => b[1] - a[1]);
        for (const [key, ms] of parts) overall.set(key, (overall.get(key) ?? 0) + ms);
        const top = parts
          .filter(([, ms]) => ms >= 5)
          .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
          .join(', ');
        console.log(
          `- task at ${((task.ts - tasks[0]!.ts) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms: ${top}`,
        );
      }
      console.log(
        `- in long tasks, by kind: ${[...overall]
          .sort((a, b) => b[1] - a[1])
          .filter(([, ms]) => ms >= 5)
          .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
          .join(', ')}`,
      );
      if (regions)
        console.log(
          `- React hydration render time by region (ms, ${cpuSlowdown}× slower): ${Object.entries(regions)
            .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
            .join(', ')}`,
        );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import {existsSync, readdirSync, readFileSync, realpathSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium, type Browser, type Page} from '@playwright/test';
import type {ViteDevServer} from 'vite';
import {assertNoUninstalledImports, treeOf, type Project} from './followSteps';

/** Debian's Chromium, as the browser tests use it (scripts/find-chromium.sh exports CHROMIUM_PATH). */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * `npm run dev` for a Vite app, done as a reader would see it: Vite's dev server serves the
 * project and Chromium opens it. (Like the reader's dev server, this does not type-check: the
 * sample checker type-checks every block of the page against the files before it, and the
 * example app type-checks each checkpoint.)
 * The page must render something, with no uncaught error, no console error, no failed request,
 * and no request of the app's own answered by the HTML page (what happens when the fake backend
 * is not running yet). `prepare` then acts on the first page (signing in, say), and every page
 * the app links to is opened in turn by a client-side navigation, under the same checks.
 *
 * Why a real browser: the mistakes a learner trips over in the middle of a part (a component
 * that reads a slice the store does not have yet, a fetch before the mock server starts) only
 * show up when the app runs; type checks and unit tests of the finished part cannot see them.
 */
export async function openDevServerInBrowser(
  project: Project,
  where: string,
  options: {
    maxPages?: number;
    prepare?: (page: Page) => Promise<void>;
    /** Every package the app imports at any step (see prebundledPackages): pre-bundled at once, so no step finds a new one. */
    prebundle?: string[];
  } = {},
): Promise<string[]> {
  assertNoUninstalledImports(project, where);
  const origin = await devServerFor(project, where, options.prebundle);
  const context = await (await sharedBrowser()).newContext();
  const visited: string[] = [];
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    watch(page, origin, problems);
    const check = async (step: string) => {
      await page.waitForLoadState('networkidle', {timeout: 30_000});
      await page
        .waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, {
          timeout: 15_000,
        })
        .catch(() => {
          problems.push('the page stays empty (nothing rendered into #root)');
        });
      // Effects and the fake server's replies settle in the next few frames.
      await page.waitForTimeout(300);
      if (problems.length > 0)
        throw new Error(
          `${where}: \`npm run dev\`, ${step}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
        );
    };
    await page.goto(`${origin}/`, {waitUntil: 'load', timeout: 60_000});
    await check('opening /');
    if (options.prepare) {
      await options.prepare(page);
      await check('after signing in');
    }
    // Then every page the app links to, reached the way a reader reaches it: a client-side
    // navigation, so the store keeps what earlier pages loaded (and the signed-in user).
    const seen = new Set<string>([new URL(page.url()).pathname]);
    visited.push(new URL(page.url()).pathname);
    const queue = await sameOriginLinks(page, origin);
    while (queue.length > 0 && visited.length < (options.maxPages ?? 10)) {
      const route = queue.shift()!;
      if (seen.has(route)) continue;
      seen.add(route);
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
      }, route);
      await check(`navigating to ${route}`);
      visited.push(route);
      for (const link of await sameOriginLinks(page, origin)) if (!seen.has(link)) queue.push(link);
    }
  } finally {
    await context.close();
  }
  return visited;
}

type Running = {server: ViteDevServer; origin: string; tree: Map<string, string>};

/** The dev server of each project, kept from one `npm run dev` of a part to the next. */
const running = new Map<string, Running>();

/**
 * The dev server for the project as it is now. One server serves a part's every `npm run dev`,
 * as a reader's would if they left it running: started on the first, then told which files the
 * steps since changed, added or removed, whose modules it then transforms afresh (the files it
 * has not seen are transformed when first asked for, as always). Each `npm run dev` opens a
 * fresh browser context, with no cache, so the page loads every module again and sees the project
 * as it is (devServerInBrowser.test.ts breaks a served file and checks that the next run fails). A change outside src/, public/ and index.html (a config, package.json) starts a new
 * server, as the reader would have to. Reusing the server saves each step's start and the
 * transforms of the files it did not change (about a second a step).
 */
async function devServerFor(project: Project, where: string, prebundle: string[] | undefined): Promise<string> {
  const tree = treeOf(project.dir);
  const current = running.get(project.dir);
  if (current) {
    const changed = [...new Set([...tree.keys(), ...current.tree.keys()])].filter(
      (file) => tree.get(file) !== current.tree.get(file),
    );
    const servedAsItIs = (file: string) => /^(src|public)\//.test(file) || file === 'index.html';
    if (changed.every(servedAsItIs)) {
      const graph = current.server.environments.client.moduleGraph;
      const root = realpathSync(project.dir);
      for (const file of changed)
        for (const module of graph.getModulesByFile(path.join(root, file)) ?? []) graph.invalidateModule(module);
      current.tree = tree;
      return current.origin;
    }
    await closeDevServer(project.dir);
  }
  const vite = (await import(
    pathToFileURL(createRequire(path.join(project.appDir, 'package.json')).resolve('vite')).href
  )) as typeof import('vite');
  const server = await vite.createServer({
    root: project.dir,
    // The project's own config: vite.config.ts, or vite.config.js in a JavaScript edition.
    configFile: ['vite.config.ts', 'vite.config.js']
      .map((name) => path.join(project.dir, name))
      .find((file) => existsSync(file)),
    // The project's node_modules is a link to the example's: keep Vite's cache out of it, in
    // the folder of all the parts' projects, so the pre-bundled packages are made only once.
    cacheDir: path.join(path.dirname(project.dir), '.vite-cache'),
    // Pre-bundle every package any step imports, from the first start on. Otherwise Vite finds a
    // package the reader has just imported (say @reduxjs/toolkit/query/react) only while the page
    // loads, bundles again and asks the browser to reload; without HMR that request never
    // arrives, and the page mixes two copies of React. (Bundling afresh at every step also
    // works, at 5–10 s a step.)
    optimizeDeps: prebundle ? {include: prebundle} : {force: true},
    logLevel: 'silent',
    server: {port: 0, host: '127.0.0.1', hmr: false, watch: null},
  });
  await server.listen();
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!origin) {
    await server.close();
    throw new Error(`${where}: Vite's dev server did not start`);
  }
  running.set(project.dir, {server, origin, tree});
  return origin;
}

/** Stops the project's dev server (at the end of a part), or every one. */
export async function closeDevServer(dir?: string): Promise<void> {
  for (const [key, {server}] of [...running]) {
    if (dir !== undefined && key !== dir) continue;
    running.delete(key);
    await server.close();
  }
}

let browser: Promise<Browser> | undefined;

/** One Chromium for every `npm run dev` of a test file (each step gets a fresh context). */
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  return browser;
}

/** Closes the shared browser (a test file's afterAll). */
export async function closeBrowser(): Promise<void> {
  if (browser) await (await browser).close();
  browser = undefined;
}

/** The paths of the links on the page that stay in the app. */
async function sameOriginLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return [...new Set(hrefs.filter((href) => href.startsWith(`${origin}/`)).map((href) => new URL(href).pathname))];
}

/** Collects what a reader would see go wrong in the page and its console. */
function watch(page: Page, origin: string, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (!['fetch', 'xhr'].includes(request.resourceType()) || !response.url().startsWith(origin)) return;
    const type = response.headers()['content-type'] ?? '';
    if (response.status() >= 400)
      problems.push(`${request.method()} ${new URL(response.url()).pathname} answered ${response.status()}`);
    else if (type.includes('text/html'))
      problems.push(
        `${request.method()} ${new URL(response.url()).pathname} answered with the app's HTML page (is the fake backend running?)`,
      );
  });
}

/**
 * The packages (and package subpaths) an app's sources import, across its final version and
 * every checkpoint, test files and type-only imports left out: what `npm run dev` may load.
 */
export function prebundledPackages(appDir: string): string[] {
  const found = new Set<string>();
  const sourceDirs = [
    path.join(appDir, 'src'),
    ...(existsSync(path.join(appDir, 'checkpoints'))
      ? readdirSync(path.join(appDir, 'checkpoints')).map((name) => path.join(appDir, 'checkpoints', name, 'src'))
      : []),
  ];
  for (const dir of sourceDirs.filter((candidate) => existsSync(candidate))) {
    for (const name of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
      if (!/\.(tsx?|jsx?)$/.test(name) || /\.test\.|(^|[\\/])test[\\/]/.test(name)) continue;
      const code = readFileSync(path.join(dir, name), 'utf8');
      for (const [, kind, specifier] of code.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
        if (!kind && !specifier!.startsWith('.') && !specifier!.startsWith('node:')) found.add(specifier!);
      }
    }
  }
  return [...found].sort();
}

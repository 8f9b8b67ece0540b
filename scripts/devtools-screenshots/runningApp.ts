import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Browser, Page} from '@playwright/test';
import type {StateMessage} from './extension/pageScript';

/** The app in the browser, with the DevTools' page script in it. */
export type RunningApp = {
  page: Page;
  origin: string;
  /** What the DevTools window would receive now: the recorded history of the page's store. */
  message(): Promise<StateMessage>;
};

/**
 * `npm run dev` in `projectDir` (the reader's project, or an example app): the project's own Vite
 * serves it with its own config, and Chromium opens `route` with the DevTools' page script
 * installed before the app's code runs, as the extension does. `entry`, for a project without a
 * page of its own yet, is a script to serve in a bare page instead.
 */
export async function withRunningApp(
  browser: Browser,
  options: {
    projectDir: string;
    packagesDir: string;
    cacheDir: string;
    pageScript: string;
    route?: string;
    entry?: string;
  },
  run: (app: RunningApp) => Promise<void>,
): Promise<void> {
  const vite = (await import(
    pathToFileURL(createRequire(path.join(options.packagesDir, 'package.json')).resolve('vite')).href
  )) as typeof import('vite');
  const configFile = ['vite.config.ts', 'vite.config.js']
    .map((name) => path.join(options.projectDir, name))
    .find((file) => existsSync(file));
  const server = await vite.createServer({
    root: options.projectDir,
    configFile: configFile ?? false,
    // Not in the project's node_modules, which may be a link to the example's.
    cacheDir: options.cacheDir,
    // Each project starts afresh: a package the previous one did not import would otherwise be
    // bundled while the page loads, and the reload Vite then asks for would lose the session.
    optimizeDeps: {force: true},
    logLevel: 'error',
    server: {port: 0, host: '127.0.0.1', hmr: false, watch: null},
  });
  await server.listen();
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!origin) throw new Error(`Vite did not start for ${options.projectDir}`);
  const context = await browser.newContext({viewport: {width: 1100, height: 800}});
  try {
    await context.addInitScript({content: options.pageScript});
    const page = await context.newPage();
    // Vite bundles the app's packages on the first request, which takes a while on a busy machine.
    page.setDefaultTimeout(60_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    if (options.entry) {
      const entry = options.entry;
      await page.route(`${origin}/`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>${path.basename(entry)}</title><script type="module" src="/${entry}"></script></html>`,
        }),
      );
    }
    await page.goto(`${origin}${options.route ?? '/'}`, {timeout: 180_000});
    await run({
      page,
      origin,
      async message() {
        await page.waitForFunction(() => (window.__reduxDevToolsStandIn?.count() ?? 0) > 0);
        return page.evaluate(() => window.__reduxDevToolsStandIn!.message(0));
      },
    });
    if (problems.length > 0) throw new Error(`the app reported: ${problems.join('; ')}`);
  } finally {
    await context.close();
    await server.close();
  }
}

// One way for the example apps' browser scripts and tests to start Debian's Chromium and a web
// server for the app: the same Chromium, the same launch flags, a free port chosen by the OS, and
// both stopped when the session ends. Used by the scripts in examples/*/scripts/. (A test that
// ships in an app's download, such as examples/ssr-tram-departures/src/browser.test.ts, keeps
// its own launch: the download has no site around it.)
//
// Playwright comes from the site's node_modules (the example apps do not install it); Vite comes
// from the caller, which passes its own `vite` module, so each app runs the Vite it is built with.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** The Chromium to drive and its launch flags (./chromium.cjs, shared with the site's tests). */
export const {chromiumPath, chromiumFlags} = require('./chromium.cjs');

/**
 * Launches Chromium through playwright-core. `executablePath` overrides chromiumPath() (a script's
 * `--chromium` option); `headless: false` shows the window.
 * @param {{executablePath?: string, headless?: boolean}} [options]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium({executablePath = chromiumPath(), headless = true} = {}) {
  const {chromium} = require('playwright-core');
  return chromium.launch({executablePath, headless, args: chromiumFlags});
}

/**
 * Starts Vite for an app on a free local port: its dev server (`mode: 'dev'`, as `npm run dev`)
 * or the preview server of its built `dist/` (`mode: 'preview'`, as `npm run preview`).
 * @param {typeof import('vite')} vite the app's own `vite` module
 * @param {{root: string, mode: 'dev' | 'preview', configFile?: string}} options
 * @returns {Promise<{url: string, close: () => Promise<void>}>} `url` ends with `/`
 */
export async function startVite(vite, {root, mode, configFile}) {
  const common = {root, logLevel: 'error', ...(configFile ? {configFile} : {})};
  if (mode === 'dev') {
    const server = await vite.createServer({...common, server: {host: '127.0.0.1', port: 0}});
    await server.listen();
    return {url: server.resolvedUrls.local[0], close: () => server.close()};
  }
  if (mode === 'preview') {
    const server = await vite.preview({...common, preview: {host: '127.0.0.1', port: 0}});
    return {url: server.resolvedUrls.local[0], close: () => server.close()};
  }
  throw new Error(`startVite: mode must be "dev" or "preview", got ${JSON.stringify(mode)}`);
}

/**
 * Runs `session` with a Chromium and, when `vite` is given, an app server; stops both afterwards,
 * also when `session` throws.
 * @template T
 * @param {{vite?: typeof import('vite'), root?: string, mode?: 'dev' | 'preview', configFile?: string, executablePath?: string, headless?: boolean}} options
 * @param {(session: {browser: import('playwright-core').Browser, url?: string}) => Promise<T>} session
 * @returns {Promise<T>}
 */
export async function withBrowserSession(options, session) {
  const server = options.vite
    ? await startVite(options.vite, {root: options.root, mode: options.mode, configFile: options.configFile})
    : undefined;
  let browser;
  try {
    browser = await launchChromium({executablePath: options.executablePath, headless: options.headless});
    return await session({browser, url: server?.url});
  } finally {
    await browser?.close();
    await server?.close();
  }
}

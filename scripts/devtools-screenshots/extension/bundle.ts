import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {build, type Rollup} from 'vite';

const root = path.resolve(__dirname, '../../..');

/** A script for the browser, bundled into one file, with the styles it imports. */
export type Bundle = {js: string; css: string};

/**
 * Bundles `entry` (a file of this folder) into one classic script for the browser, with the
 * site's Vite. The DevTools' packages are built for bundlers, and the extension ships them as
 * production bundles, so these are production builds too.
 */
async function bundle(entry: string): Promise<Bundle> {
  // Vite's build sets NODE_ENV to 'production' for the whole process when it is unset, and the
  // example apps' dev servers started later in this process would then serve production builds
  // of their packages (Redux Toolkit would stop asking for traces). Put it back afterwards.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const result = await build({
      configFile: false,
      logLevel: 'error',
      esbuild: {jsx: 'automatic'},
      // The fonts the DevTools window uses (the package's exports do not list its stylesheet).
      resolve: {
        alias: {
          '@redux-devtools/ui/fonts.css': path.join(
            path.dirname(require.resolve('@redux-devtools/ui')),
            'fonts/index.css',
          ),
        },
      },
      define: {'process.env.NODE_ENV': JSON.stringify('production')},
      build: {
        write: false,
        minify: true,
        cssCodeSplit: false,
        // The DevTools' fonts travel inside the stylesheet: the page that shows them is served from memory.
        assetsInlineLimit: Number.POSITIVE_INFINITY,
        lib: {entry: path.join(__dirname, entry), formats: ['iife'], name: path.basename(entry).replace(/\W.*/, '')},
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => (item as Rollup.RollupOutput).output);
    const js = outputs.find((item): item is Rollup.OutputChunk => item.type === 'chunk')?.code;
    const css = outputs.filter(
      (item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css'),
    );
    if (!js) throw new Error(`bundling ${entry} gave no script`);
    return {js, css: css.map((item) => String(item.source)).join('\n')};
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * The two halves of the stand-in for the extension: the page script and the DevTools window.
 * Bundling the window takes a minute or two; the result is kept in node_modules/.cache for as
 * long as this folder's sources and the installed packages (package-lock.json) stay the same.
 */
export async function bundleExtension(): Promise<{pageScript: string; panelHtml: string}> {
  const hash = createHash('sha256');
  for (const name of readdirSync(__dirname).sort()) hash.update(name).update(readFileSync(path.join(__dirname, name)));
  hash.update(readFileSync(path.join(root, 'package-lock.json')));
  const cache = path.join(root, 'node_modules/.cache/devtools-screenshots', `${hash.digest('hex').slice(0, 16)}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as {pageScript: string; panelHtml: string};
  // One after the other: each build sets and restores NODE_ENV.
  const page = await bundle('pageScript.ts');
  const panel = await bundle('panel.tsx');
  const panelHtml = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redux DevTools</title>',
    `<style>${panel.css}\nhtml, body, #root { height: 100%; margin: 0; }</style>`,
    `</head><body><div id="root"></div><script>${panel.js}</script></body></html>`,
  ].join('\n');
  mkdirSync(path.dirname(cache), {recursive: true});
  writeFileSync(cache, JSON.stringify({pageScript: page.js, panelHtml}));
  return {pageScript: page.js, panelHtml};
}

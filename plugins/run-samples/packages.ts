import path from 'node:path';
import {build} from 'esbuild';

/**
 * The packages a sample can import in the browser: the ones the site pins and the samples use.
 * Each is an ES module of the bundle; what they share (Redux, Immer, Reselect inside Redux
 * Toolkit) is a chunk of its own, so a sample downloads each once, and there is one copy of each
 * module (one Redux: `instanceof` and identity hold across packages).
 * The first five are what most samples import; the others are fetched only by a run that
 * imports them (a run fetches the files its imports reach: `closure`).
 */
export const runnablePackages = [
  'redux',
  '@reduxjs/toolkit',
  'reselect',
  'immer',
  'redux-thunk',
  '@reduxjs/toolkit/react',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react',
  'react/jsx-runtime',
  'react-dom/server',
  'react-redux',
  '@redux-devtools/extension',
] as const;

/**
 * The CommonJS packages, with the file each is bundled from and its named exports. An ES module
 * cannot re-export a CommonJS module's names with `export *` (esbuild finds no names to export),
 * so each entry lists them, as Node's `import` finds them (packages.test.ts checks the lists
 * against the installed modules). `react-dom/server` is its browser build: the Node build needs
 * Node's streams, and both render `renderToString` alike.
 */
export const commonJsEntries: Record<string, {from: string; names: string[]}> = {
  react: {
    from: 'react',
    names: [
      'Activity',
      'Children',
      'Component',
      'Fragment',
      'Profiler',
      'PureComponent',
      'StrictMode',
      'Suspense',
      'ViewTransition',
      '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
      '__COMPILER_RUNTIME',
      'act',
      'addTransitionType',
      'cache',
      'cacheSignal',
      'captureOwnerStack',
      'cloneElement',
      'createContext',
      'createElement',
      'createRef',
      'forwardRef',
      'isValidElement',
      'lazy',
      'memo',
      'startTransition',
      'unstable_useCacheRefresh',
      'use',
      'useActionState',
      'useCallback',
      'useContext',
      'useDebugValue',
      'useDeferredValue',
      'useEffect',
      'useEffectEvent',
      'useId',
      'useImperativeHandle',
      'useInsertionEffect',
      'useLayoutEffect',
      'useMemo',
      'useOptimistic',
      'useReducer',
      'useRef',
      'useState',
      'useSyncExternalStore',
      'useTransition',
      'version',
    ],
  },
  'react/jsx-runtime': {from: 'react/jsx-runtime', names: ['Fragment', 'jsx', 'jsxs']},
  'react-dom/server': {
    from: 'react-dom/server.browser',
    names: ['renderToReadableStream', 'renderToStaticMarkup', 'renderToString', 'resume', 'version'],
  },
};

/** The source of a package's entry module: a re-export of all it exports, by name for CommonJS. */
export function entrySource(name: string): string {
  const commonJs = commonJsEntries[name];
  if (!commonJs) return `export * from ${JSON.stringify(name)};`;
  const from = JSON.stringify(commonJs.from);
  // `default` is `module.exports`, as Node's `import React from 'react'` has it.
  return `export {${commonJs.names.join(', ')}} from ${from};\nexport {default} from ${from};`;
}

export type PackageBundle = {
  /** File name (content-hashed) → contents. */
  files: Map<string, string>;
  /** Package name → the file that is its module. */
  entries: Map<string, string>;
  /** File name → the bundle's files it imports, directly or not (what a run preloads). */
  closure: Map<string, string[]>;
};

const bundles = new Map<string, Promise<PackageBundle>>();

/**
 * Bundles the pinned packages as the browser runs them (see README.md): Node's export conditions
 * (`module-sync`, `import`), so a sample gets the same build Node runs in the sample checker, and
 * `process.env.NODE_ENV` = "development", so the development checks fire as the pages say.
 * Content-hashed names: every page shares the files, and a browser keeps them cached.
 * Made once per process and folder (the client and server compilations both ask).
 */
export function packageBundle(siteDir: string): Promise<PackageBundle> {
  let bundle = bundles.get(siteDir);
  if (!bundle) {
    bundle = makeBundle(siteDir);
    bundles.set(siteDir, bundle);
  }
  return bundle;
}

/** The entry file's name for a package: `@reduxjs/toolkit` → `reduxjs-toolkit`. */
const entryName = (name: string) => name.replace(/^@/, '').replace(/\//g, '-');

async function makeBundle(siteDir: string): Promise<PackageBundle> {
  const entryPoints: Record<string, string> = {};
  for (const name of runnablePackages) entryPoints[entryName(name)] = `run-samples-entry:${name}`;
  const result = await build({
    entryPoints,
    // Each entry re-exports its package, resolved from the site's node_modules.
    plugins: [
      {
        name: 'package-entries',
        setup(build) {
          build.onResolve({filter: /^run-samples-entry:/}, (args) => ({path: args.path.slice(18), namespace: 'entry'}));
          build.onLoad({filter: /.*/, namespace: 'entry'}, (args) => ({
            contents: entrySource(args.path),
            resolveDir: siteDir,
            loader: 'js',
          }));
        },
      },
    ],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['module-sync', 'import'],
    mainFields: ['module', 'main'],
    target: 'es2022',
    define: {'process.env.NODE_ENV': '"development"'},
    minify: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'shared-[hash]',
    outdir: path.join(siteDir, 'run-samples'),
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const files = new Map<string, string>();
  for (const output of result.outputFiles) files.set(path.basename(output.path), output.text);
  const entries = new Map<string, string>();
  const direct = new Map<string, string[]>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    const name = path.basename(output);
    direct.set(
      name,
      meta.imports.filter((imported) => !imported.external).map((imported) => path.basename(imported.path)),
    );
    const entry = runnablePackages.find((pkg) => meta.entryPoint === `entry:${pkg}`);
    if (entry) entries.set(entry, name);
  }
  const closure = new Map<string, string[]>();
  for (const name of files.keys()) {
    const seen = new Set<string>([name]);
    const queue = [name];
    while (queue.length > 0) {
      for (const next of direct.get(queue.pop()!) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    closure.set(name, [...seen]);
  }
  return {files, entries, closure};
}

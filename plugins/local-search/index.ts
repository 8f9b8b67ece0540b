import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {manifestFile, type IndexedPage, type SearchManifest} from './client/indexFormat';
import {manifestMeta} from './client/pageManifest';
import {extractPage} from './extractPage';
import {indexFiles, type IndexFiles} from './indexFiles';
import {validateOptions, type Options, type PluginOptions} from './options';
import {docsIndexFromSources, type DocsContent} from './extractSource';

/** Stylesheets that load with the modal or the results page, not with every page (see below). */
const lazyStylesheet =
  /([\\/]@docsearch[\\/]css[\\/]dist[\\/](style|modal)\.css|[\\/]plugins[\\/]local-search[\\/]client[\\/][^\\/]+[\\/][^\\/]+\.css)$/;

/**
 * Local search (see README.md): the search index, written after the build from the built pages
 * (and served from the docs' sources under `npm start`); the navbar's search button and modal and
 * the /search page (theme/); the browser side (client/).
 */
function localSearch(context: LoadContext, validatedOptions: unknown): Plugin {
  // Docusaurus has run validateOptions (below) on them.
  const options = validatedOptions as PluginOptions;
  const {baseUrl} = context;
  const hosted = options.hosted;
  let docsContent: DocsContent | undefined;
  let devFiles: Promise<IndexFiles> | undefined;

  /** The dev server's index, from the docs' sources; rebuilt when the content reloads. */
  const devIndex = () => {
    devFiles ??= Promise.resolve().then(() => indexFiles(docsIndexFromSources(context, docsContent)));
    return devFiles;
  };

  return {
    name: 'local-search',

    getThemePath() {
      // Hosted: the navbar's SearchBar alone; /search stays Docusaurus's Algolia page.
      return path.join(__dirname, hosted ? 'theme-hosted' : 'theme');
    },

    getClientModules() {
      // The search palette and the search button's styles, on every page (modes alike), and the
      // frame of the results page, which its server HTML shows before the page's own styles arrive.
      // Embedded: the early start of the index on the results page (client/resultsPageStart.ts).
      return [
        path.join(__dirname, 'client', 'searchColors.css'),
        path.join(__dirname, 'client', 'resultsPageFrame.css'),
        ...(hosted ? [] : [path.join(__dirname, 'client', 'resultsPageStart.ts')]),
      ];
    },

    async allContentLoaded({allContent}) {
      // Keyed by plugin id: the classic preset's docs plugin is `default`.
      docsContent = (allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined)?.default;
      devFiles = undefined;
    },

    configureWebpack(config, isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      // Docusaurus merges every stylesheet into one file that every page loads; the modal's and the
      // results page's stylesheets (DocSearch's modal CSS, client/*/…css) stay with their code instead.
      if (!isServer) {
        const splitChunks = config.optimization?.splitChunks;
        const styles =
          splitChunks && typeof splitChunks === 'object'
            ? (splitChunks.cacheGroups?.styles as {test?: unknown} | undefined)
            : undefined;
        if (!styles)
          throw new Error(
            'local-search: Docusaurus no longer has a "styles" cache group; revisit configureWebpack in plugins/local-search/index.ts',
          );
        styles.test = (module: {resource?: string; nameForCondition?: () => string | null}) =>
          !lazyStylesheet.test(module.nameForCondition?.() ?? module.resource ?? '');
      }
      // Rspack's persistent cache does not notice changed constants: without this, a build after a
      // build in the other search mode would reuse the other mode's modules.
      const cache = (config as {experiments?: {cache?: {version?: string}}}).experiments?.cache;
      const experiments = cache?.version
        ? {experiments: {cache: {...cache, version: `${cache.version}-search-${hosted ? 'hosted' : 'local'}`}}}
        : {};
      return {
        ...experiments,
        plugins: [
          new DefinePlugin({
            // Constants, so the bundle of each mode leaves the other mode's code out.
            LOCAL_SEARCH_HOSTED: JSON.stringify(hosted),
            LOCAL_SEARCH_MANIFEST_URL: JSON.stringify(`${baseUrl}${manifestFile}`),
            LOCAL_SEARCH_UI: JSON.stringify({
              popularDestinations: options.popularDestinations,
              suggestedQueries: options.suggestedQueries,
            }),
          }),
        ],
        // `npm start`: the index, from the docs' sources. Docusaurus joins this function with its own
        // (both run on the same list); putting ours first answers before the first compilation ends.
        devServer: hosted
          ? {}
          : {
              setupMiddlewares: (middlewares: unknown[]) => {
                middlewares.unshift({
                  name: 'local-search-index',
                  middleware: (request: {url?: string}, response: DevResponse, next: () => void) => {
                    const name = (request.url ?? '').split('?')[0]!.slice(baseUrl.length);
                    if (
                      request.url?.startsWith(baseUrl) !== true ||
                      !/^search-(manifest|index\.[\w.]+)\.json$/.test(name)
                    )
                      return next();
                    devIndex().then(
                      (files) => {
                        const file =
                          name === manifestFile
                            ? JSON.stringify(files.manifest)
                            : files.files.find((candidate) => candidate.name === name)?.content;
                        if (file === undefined) return next();
                        response.setHeader('Content-Type', 'application/json');
                        response.setHeader('Cache-Control', 'no-cache');
                        response.end(file);
                      },
                      (error: Error) => {
                        response.statusCode = 500;
                        response.end(`local-search: the index could not be built from the docs: ${error.message}`);
                      },
                    );
                  },
                });
                return [];
              },
            },
      };
    },

    async postBuild({outDir, routesPaths}) {
      if (hosted) return;
      const routes = new Set(routesPaths.map((route) => route.slice(baseUrl.length - 1) || '/'));
      const missing = options.popularDestinations.filter((destination) => !routes.has(destination.path));
      if (missing.length > 0) {
        throw new Error(
          `local-search: popularDestinations name pages that do not exist: ${missing.map((destination) => destination.path).join(', ')}`,
        );
      }
      const pages: IndexedPage[] = [];
      for (const relative of [...routes].sort()) {
        if (options.excludedRoutes.includes(relative)) continue;
        const file = path.join(outDir, relative, relative.endsWith('.html') ? '' : 'index.html');
        const html = await readFile(file, 'utf8').catch(() => null);
        if (html === null || html.includes('http-equiv="refresh"')) continue;
        const page = extractPage(html, relative);
        if (page) pages.push(page);
      }
      const {manifest, files} = indexFiles(pages);
      await mkdir(outDir, {recursive: true});
      await Promise.all(files.map((file) => writeFile(path.join(outDir, file.name), file.content)));
      await writeFile(path.join(outDir, manifestFile), JSON.stringify(manifest));
      await addManifestToResultsPage(outDir, resultsPagePath(context), manifest);
    },
  };
}

/** The results page's route below the base URL, as the theme's Algolia config names it (default `search`). */
function resultsPagePath(context: LoadContext): string {
  const algolia = (context.siteConfig.themeConfig as {algolia?: {searchPagePath?: string | false}}).algolia;
  return algolia?.searchPagePath || 'search';
}

/**
 * Writes the manifest into the results page's HTML (client/pageManifest.ts), so that a reader
 * who opens it cold gets results without first fetching search-manifest.json.
 */
async function addManifestToResultsPage(outDir: string, route: string, manifest: SearchManifest): Promise<void> {
  const file = path.join(outDir, route, 'index.html');
  const html = await readFile(file, 'utf8').catch(() => null);
  if (html === null) throw new Error(`local-search: the results page ${file} was not built`);
  if (!html.includes('</head>'))
    throw new Error(`local-search: ${file} has no </head> to put the index manifest before`);
  await writeFile(file, html.replace('</head>', `${manifestMeta(manifest)}</head>`));
}

type DevResponse = {statusCode: number; setHeader: (name: string, value: string) => void; end: (body: string) => void};

// Docusaurus reads a plugin function's `validateOptions` property (its own type is generic).
export default Object.assign(localSearch, {
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
});
export type {Options, PluginOptions};

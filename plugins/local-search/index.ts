import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchIndexFile} from '../../src/search/indexFormat';
import {searchMode} from '../../config/search';
import {extractPage} from './extractPage';

/** Routes that are not content: the search page itself, the not-found page, redirect pages. */
const skippedRoutes = new Set(['/search', '/404.html']);

/**
 * The embedded search back end (see README.md): writes the site's search index after the build
 * and, in local mode, swaps the Algolia client used by the /search page for the local one.
 */
export default function localSearch(context: LoadContext): Plugin {
  // One name per build, so the index can be cached for ever; the client learns it at bundle time.
  const indexFile = `search-index.${Date.now().toString(36)}.json`;
  const indexUrl = `${context.baseUrl}${indexFile}`;
  const localClient = path.join(__dirname, '..', '..', 'src', 'search', 'localLiteClient.ts');
  return {
    name: 'local-search',
    getClientModules() {
      return searchMode === 'local' ? [path.join(__dirname, 'localMode.css')] : [];
    },
    configureWebpack(config, _isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      // Rspack's persistent cache does not notice a changed alias: without this, a build after a
      // build in the other search mode would reuse the other mode's module resolution.
      const cache = (config as {experiments?: {cache?: {version?: string}}}).experiments?.cache;
      const experiments = cache?.version ? {experiments: {cache: {...cache, version: `${cache.version}-search-${searchMode}`}}} : {};
      return {
        ...experiments,
        plugins: [new DefinePlugin({'process.env.LOCAL_SEARCH_INDEX_URL': JSON.stringify(indexUrl)})],
        // The /search page builds its client with algoliasearch's liteClient; in local mode it gets ours.
        resolve: searchMode === 'local' ? {alias: {'algoliasearch/lite$': localClient}} : {},
      };
    },
    async postBuild({outDir, routesPaths}) {
      if (searchMode !== 'local') return;
      const pages = [];
      for (const route of routesPaths) {
        const relative = route.slice(context.baseUrl.length - 1) || '/';
        if (skippedRoutes.has(relative)) continue;
        const file = path.join(outDir, relative, relative.endsWith('.html') ? '' : 'index.html');
        const html = await readFile(file, 'utf8').catch(() => null);
        if (html === null || html.includes('http-equiv="refresh"')) continue;
        const page = extractPage(html, relative);
        if (page) pages.push(page);
      }
      const index: SearchIndexFile = {v: 1, pages};
      await mkdir(outDir, {recursive: true});
      await writeFile(path.join(outDir, indexFile), JSON.stringify(index));
    },
  };
}

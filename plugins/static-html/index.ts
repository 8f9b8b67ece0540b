import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {serverFlag} from './rehypeStaticHtml';

/**
 * Tells each page's module which bundle it is in (see ./rehypeStaticHtml.ts): the server bundle
 * requires the page's table of static content, the browser's loads it as a chunk on demand; and
 * loads the first page's tables after the first navigation (src/components/StaticHtml/loadDeferredTables.ts).
 */
export default function staticHtml(): Plugin {
  return {
    name: 'static-html',
    getClientModules() {
      return [path.join(__dirname, '../../src/components/StaticHtml/loadDeferredTables.ts')];
    },
    configureWebpack(_config, isServer, utils) {
      return {plugins: [new utils.currentBundler.instance.DefinePlugin({[serverFlag]: JSON.stringify(isServer)})]};
    },
  };
}

import type {Plugin} from '@docusaurus/types';
import {serverFlag} from './rehypeStaticHtml';
import {ownFile} from '../_shared/ownFile';

/**
 * Tells each page's module which bundle it is in (see ./rehypeStaticHtml.ts): the server bundle
 * requires the page's table of static content, the browser's loads it as a chunk on demand; loads
 * the first page's tables after the first navigation (./client/loadDeferredTables.ts); and serves
 * the Tabs that keep the server's DOM (./theme/Tabs).
 */
export default function staticHtml(): Plugin {
  return {
    name: 'static-html',
    getClientModules() {
      return [
        ownFile(__dirname, 'client', 'loadDeferredTables.ts'),
        // Marks diagram frames that scroll, for their edge fade and hint.
        ownFile(__dirname, 'client', 'diagramFrames.ts'),
      ];
    },
    getThemePath() {
      return ownFile(__dirname, 'theme');
    },
    configureWebpack(_config, isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {plugins: [new DefinePlugin({[serverFlag]: JSON.stringify(isServer)})]};
    },
  };
}

import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {serverFlag} from './rehypeStaticHtml';
import {replaceModule} from '../_shared/replaceModule';

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
      const {DefinePlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new DefinePlugin({[serverFlag]: JSON.stringify(isServer)}),
          // Unrelated to static content, but also about what every page downloads: Docusaurus's
          // utils-common (the only importer of tslib in the browser bundle) needs one helper of
          // it, and the whole of tslib came along: 3.7 KiB gzipped on every page.
          ...(isServer
            ? []
            : [
                replaceModule(utils.currentBundler, {
                  name: "static-html: utils-common's tslib",
                  request: /^tslib$/,
                  where: ({context}) => context?.includes(`${path.sep}@docusaurus${path.sep}utils-common`) ?? false,
                  by: path.join(__dirname, 'tslibImportDefault.js'),
                }),
              ]),
        ],
      };
    },
  };
}

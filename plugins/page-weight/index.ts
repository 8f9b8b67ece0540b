import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ownFile} from '../_shared/ownFile';
import {replaceModule, type ImportRequest} from '../_shared/replaceModule';
import {purgeSiteStylesheet} from './unusedCss';
import {validateOptions, type Options} from './options';

/** Where an import is made: inside a Docusaurus package, or exactly in core's client folder. */
const insidePackage =
  (name: string) =>
  ({context}: ImportRequest) =>
    (context ?? '').includes(`${path.sep}@docusaurus${path.sep}${name}${path.sep}`);
const inCoreClient = ({context}: ImportRequest) => /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(context ?? '');

/**
 * The trims that keep every page inside its byte and main-thread budgets, each a small change to
 * what Docusaurus ships (see README.md for the table: saving, upstream touch point, guarding test).
 * The docs plugin's trim wraps that plugin and is exported apart (./leanDocsData.ts).
 */
export default function pageWeight(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'page-weight',
    // The last-update date without a locale-data load (./theme/LastUpdated).
    getThemePath() {
      return ownFile(__dirname, 'theme');
    },
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: [
          // No locale data built while a page loads: theme-common's useShallowMemoObject sorts
          // keys with localeCompare (./client/shallowMemoObject.js).
          replaceModule(utils.currentBundler, {
            name: "page-weight: theme-common's utils/reactUtils",
            request: /[\\/]utils[\\/]reactUtils(\.js)?$/,
            where: insidePackage('theme-common'),
            by: ownFile(__dirname, 'client', 'shallowMemoObject.js'),
          }),
          // utils-common, the only importer of tslib in the browser, needs one helper of it; the
          // whole of tslib came along (./client/tslibImportDefault.js).
          replaceModule(utils.currentBundler, {
            name: "page-weight: utils-common's tslib",
            request: /^tslib$/,
            where: insidePackage('utils-common'),
            by: ownFile(__dirname, 'client', 'tslibImportDefault.js'),
          }),
          // Each chunk prefetched once, not once per route that needs it (./client/prefetch.ts).
          replaceModule(utils.currentBundler, {
            name: "page-weight: core's client prefetch",
            request: /^\.\/prefetch(\.js)?$/,
            where: inCoreClient,
            by: ownFile(__dirname, 'client', 'prefetch.ts'),
          }),
        ],
      };
    },
    // The stylesheet without the rules no page or script can use, renamed for its contents (./unusedCss.ts).
    async postBuild({outDir}) {
      await options.waitFor?.();
      purgeSiteStylesheet(outDir);
    },
  };
}

pageWeight.validateOptions = validateOptions;

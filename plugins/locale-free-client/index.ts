import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceModule} from '../_shared/replaceModule';

const replacement = path.join(__dirname, 'shallowMemoObject.js');
const themeCommon = `${path.sep}@docusaurus${path.sep}theme-common${path.sep}`;

/**
 * Keeps the browser's locale data out of every page's load: Docusaurus's `useShallowMemoObject`
 * (theme-common's reactUtils, used by the doc sidebar's mobile menu on every doc page) sorts
 * keys with `localeCompare`, whose first call builds an ICU collator: 74 ms of main-thread time
 * in a phone-speed trace (4× slower CPU), inside a hydration task. In the browser bundle, the
 * imports of that module from theme-common resolve to ./shallowMemoObject.js, which re-exports
 * it with that one function sorting by code unit. (The site's LastUpdated does the same for
 * `Intl.DateTimeFormat`; see src/theme/LastUpdated.)
 */
export default function localeFreeClient(): Plugin {
  return {
    name: 'locale-free-client',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: [
          replaceModule(utils.currentBundler, {
            name: "locale-free-client: theme-common's utils/reactUtils",
            request: /[\\/]utils[\\/]reactUtils(\.js)?$/,
            where: ({context}) => context?.includes(themeCommon) ?? false,
            by: replacement,
          }),
        ],
      };
    },
  };
}

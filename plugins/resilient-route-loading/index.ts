import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModule} from '../_shared/replaceModule';
import {ownFile} from '../_shared/ownFile';

/** Core's client folder, where the entry and PendingNavigation import `./preload`. */
const fromCoreClient = ({context}: {context?: string}) =>
  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(context ?? '');

/**
 * Makes route loading show its own states instead of reloading the page (see README.md).
 * Docusaurus's navigation waits for a route's chunks and, if one fails, reloads the whole page;
 * on the first load a failed chunk leaves the page inert. This swaps the client's `preload`
 * module for one that never rejects and stops waiting after a second, so the route renders
 * through its loadable component: a spinner while chunks are slow, an error box with Retry when
 * they fail.
 */
export default function resilientRouteLoading(_context: LoadContext): Plugin {
  const replacement = ownFile(__dirname, 'client', 'preload.ts');
  return {
    name: 'resilient-route-loading',
    // The loading state routes render meanwhile: a spinner, or an error box with Retry (./theme/Loading).
    getThemePath() {
      return ownFile(__dirname, 'theme');
    },
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: [
          // Core imports it as './preload' from its client folder (the entry and PendingNavigation).
          replaceModule(utils.currentBundler, {
            name: "resilient-route-loading: core's client preload",
            request: /^\.\/preload(\.js)?$/,
            where: fromCoreClient,
            by: replacement,
          }),
        ],
      };
    },
  };
}

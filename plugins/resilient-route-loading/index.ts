import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModule} from '../_shared/replaceModule';

/** Core's client folder, where the entry and PendingNavigation import `./preload` and `./prefetch`. */
const fromCoreClient = ({context}: {context?: string}) => /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(context ?? '');

/**
 * Makes route loading show its own states instead of reloading the page (see README.md).
 * Docusaurus's navigation waits for a route's chunks and, if one fails, reloads the whole page;
 * on the first load a failed chunk leaves the page inert. This swaps the client's `preload`
 * module for one that never rejects and stops waiting after a second, so the route renders
 * through its loadable component: a spinner while chunks are slow, an error box with Retry when
 * they fail.
 */
export default function resilientRouteLoading(_context: LoadContext): Plugin {
  const replacement = path.join(__dirname, '..', '..', 'src', 'client', 'preload.ts');
  const prefetchOnce = path.join(__dirname, '..', '..', 'src', 'client', 'prefetch.ts');
  return {
    name: 'resilient-route-loading',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: [
          // Core imports it as './preload' from its client folder (the entry and PendingNavigation).
          replaceModule(utils.currentBundler, {name: "resilient-route-loading: core's client preload", request: /^\.\/preload(\.js)?$/, where: fromCoreClient, by: replacement}),
          // And './prefetch', which prefetched the same shared chunks once per route (src/client/prefetch.ts).
          replaceModule(utils.currentBundler, {name: "resilient-route-loading: core's client prefetch", request: /^\.\/prefetch(\.js)?$/, where: fromCoreClient, by: prefetchOnce}),
        ],
      };
    },
  };
}

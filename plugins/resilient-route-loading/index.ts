import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

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
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          // Core imports it as './preload' from its client folder (the entry and PendingNavigation).
          new NormalModuleReplacementPlugin(/^\.\/preload(\.js)?$/, (resource: {request: string; context: string}) => {
            if (/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(resource.context)) resource.request = replacement;
          }),
          // And './prefetch', which prefetched the same shared chunks once per route (src/client/prefetch.ts).
          new NormalModuleReplacementPlugin(/^\.\/prefetch(\.js)?$/, (resource: {request: string; context: string}) => {
            if (/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(resource.context)) resource.request = prefetchOnce;
          }),
        ],
      };
    },
  };
}

/**
 * Upstream: @docusaurus/core@3.10.2 lib/client/preload.js sha256:8c1e3de18d30
 * Portions copied from Docusaurus: Copyright (c) Facebook, Inc. and its affiliates, MIT license.
 *
 * Drop-in replacement for Docusaurus's client `preload` (installed by
 * the resilient-route-loading plugin, ../index.ts). Same contract — resolves when the route's chunks are ready —
 * except that it never rejects and never waits longer than PRELOAD_PATIENCE_MS, so the route can
 * show its own spinner or error box instead of freezing or reloading the page.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

export const PRELOAD_PATIENCE_MS = 1000;

type Preloadable = {preload?: () => Promise<unknown>};

export default function preload(pathname: string): Promise<void> {
  const matches = Array.from(new Set([pathname, decodeURI(pathname)])).flatMap((candidate) =>
    matchRoutes(routes, candidate),
  );
  const loading = Promise.all(
    matches.map((match) => (match.route.component as unknown as Preloadable).preload?.()),
  ).then(
    () => undefined,
    (error: unknown) => {
      console.warn('A part of this page failed to load; it will show a Retry button.', error);
    },
  );
  // The first call comes before hydration, which must find the page the server rendered: hydrating
  // a route's loading state instead leaves the server HTML in place and renders a second page
  // below it (seen when chunks took over a second). So only later navigations stop waiting.
  if (typeof window !== 'undefined' && !('docusaurusRoot' in window)) return loading;
  const patience = new Promise<void>((resolve) => setTimeout(resolve, PRELOAD_PATIENCE_MS));
  return Promise.race([loading, patience]);
}

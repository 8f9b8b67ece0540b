import type {ClientModule} from '@docusaurus/types';

/**
 * After a client-side navigation to `/page#anchor`, Docusaurus scrolls to the anchor in a layout
 * effect of the router. Under Preact, the new page's content is rendered a moment later (its
 * context consumers update in a second pass), so the anchor is not in the document yet and the
 * page stays at the top. This finishes the job once the content is there.
 */
const scrollToHashAfterRender: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
    const id = decodeURIComponent(location.hash.slice(1));
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
  },
};

export default scrollToHashAfterRender;

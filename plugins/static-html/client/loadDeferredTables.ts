import type {ClientModule} from '@docusaurus/types';
import {loadDeferredTables} from './table';

/**
 * A client module (plugins/static-html): after the reader's first navigation, the tables of the
 * page the browser first loaded (which hydration did not need) load in the background, so that
 * going back to that page draws it at once and scrolls to its anchors.
 */
const module: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    if (previousLocation) loadDeferredTables();
  },
};

export default module;

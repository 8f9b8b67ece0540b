import type {Plugin} from '@docusaurus/types';
import {ownFile} from '../_shared/ownFile';

/**
 * Serves the stylesheet that lays labelled tables out as cards on phones (./client/tableCards.css).
 * The labels come from ./rehypeTableCards.ts, in the MDX pipeline of docusaurus.config.ts. See README.md.
 */
export default function tableCards(): Plugin {
  return {
    name: 'table-cards',
    getClientModules() {
      return [ownFile(__dirname, 'client', 'tableCards.css')];
    },
  };
}

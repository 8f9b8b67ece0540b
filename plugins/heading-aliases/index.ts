import type {Plugin} from '@docusaurus/types';
import {ownFile} from '../_shared/ownFile';

/**
 * Serves the Heading wrapper (./theme/Heading) that renders a heading's extra ids as anchors, and
 * the DocItem/Content wrapper (./theme/DocItem/Content) that does the same for the ids a page's
 * title answers to. The ids come from ./remarkHeadingAliases.ts, registered for the docs in
 * docusaurus.config.ts. See README.md.
 */
export default function headingAliases(): Plugin {
  return {
    name: 'heading-aliases',
    getThemePath() {
      return ownFile(__dirname, 'theme');
    },
  };
}

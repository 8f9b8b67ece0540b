import type {LoadContext, Plugin} from '@docusaurus/types';

/** The search modal's stylesheets: DocSearch's full CSS and our modal tweaks. */
const modalStylesheet = /([\\/]@docsearch[\\/]css[\\/]dist[\\/]style\.css|[\\/]src[\\/]theme[\\/]SearchBar[\\/]styles\.css)$/;

/**
 * Docusaurus merges every stylesheet of the site into one file that every page loads, including
 * the search modal's (about 4.5 KiB gzipped), although the modal and its styles are otherwise
 * loaded only when a reader opens search. This keeps the modal's stylesheets with the modal's
 * code; the search button's own styles are imported by src/theme/SearchBar and stay site-wide.
 */
export default function searchModalStyles(_context: LoadContext): Plugin {
  return {
    name: 'search-modal-styles',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const styles = splitChunks && typeof splitChunks === 'object' ? (splitChunks.cacheGroups?.styles as {test?: unknown} | undefined) : undefined;
      if (!styles) throw new Error('search-modal-styles: Docusaurus no longer has a "styles" cache group; revisit this plugin');
      styles.test = (module: {resource?: string; nameForCondition?: () => string | null}) =>
        !modalStylesheet.test(module.nameForCondition?.() ?? module.resource ?? '');
      return {};
    },
  };
}

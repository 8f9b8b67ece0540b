import {createRequire} from 'node:module';
import type {PluginWithOptions} from './withOptions';
import type {Options, PluginOptions} from '@docusaurus/plugin-content-pages';

/**
 * Docusaurus's pages plugin (src/pages), the classic preset's own copy, to add with withOptions()
 * in place of the preset's `pages`: options given to the preset ship to the browser with the site
 * config, and the site's MDX options (code themes, folders) have no business there.
 */
const fromPreset = createRequire(require.resolve('@docusaurus/preset-classic'));
const pages = fromPreset('@docusaurus/plugin-content-pages') as {
  default: PluginWithOptions<Options, PluginOptions>;
  validateOptions: PluginWithOptions<Options, PluginOptions>['validateOptions'];
};

export const contentPages: PluginWithOptions<Options, PluginOptions> = Object.assign(
  (context: Parameters<typeof pages.default>[0], options: PluginOptions) => pages.default(context, options),
  {validateOptions: pages.validateOptions},
);

import type {LoadContext, Plugin} from '@docusaurus/types';
import {ownFile} from '../_shared/ownFile';
import {validateOptions, type Options} from './options';

export {analyticsOrigins} from './options';

/**
 * Reports page views (see README.md). Added to the site only when a provider is configured; the
 * options reach the client module as a build-time constant.
 */
export default function analytics(_context: LoadContext, options: Options): Plugin {
  // Only the providers' settings: not Docusaurus's `id`, which validation adds.
  const config: Options = {
    ...(options.umami ? {umami: options.umami} : {}),
    ...(options.ga4 ? {ga4: options.ga4} : {}),
  };
  return {
    name: 'analytics',
    getClientModules() {
      return [ownFile(__dirname, 'client', 'pageViews.ts')];
    },
    configureWebpack(_config, _isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {plugins: [new DefinePlugin({__ANALYTICS_CONFIG__: JSON.stringify(JSON.stringify(config))})]};
    },
  };
}

analytics.validateOptions = validateOptions;

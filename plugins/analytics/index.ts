import type {LoadContext, Plugin} from '@docusaurus/types';
import {analyticsConfig} from '../../config/analytics';
import {ownFile} from '../_shared/ownFile';

/**
 * Reports page views (see README.md). Added to the site only when config/analytics.ts finds a
 * provider configured; the settings reach the client module as a build-time constant.
 */
export default function analytics(_context: LoadContext): Plugin {
  const config = analyticsConfig ?? {};
  return {
    name: 'analytics',
    getClientModules() {
      return [ownFile(__dirname, 'client', 'pageViews.ts')];
    },
    configureWebpack(_config, _isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {plugins: [new DefinePlugin({'process.env.ANALYTICS_CONFIG': JSON.stringify(JSON.stringify(config))})]};
    },
  };
}

import type {Plugin} from '@docusaurus/types';
import {replaceModule} from '../_shared/replaceModule';

/**
 * A measuring aid, on only for `PROFILE_REACT=1 npm run build`: the browser bundle uses React DOM's
 * profiling build, which records how long each component took to render, so
 * `scripts/profile-page.ts --regions` can attribute hydration time to the parts of a page.
 * Never on in a normal build (the profiling build is larger and slower).
 */
export default function reactProfiling(): Plugin {
  return {
    name: 'react-profiling',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      // Rspack's persistent cache does not notice a replaced module: without its own cache version,
      // a profiling build after a normal one silently ships the normal React DOM (measured: the
      // same main bundle, and every region at 0 ms).
      const cache = (config as {experiments?: {cache?: {version?: string}}}).experiments?.cache;
      const experiments = cache?.version
        ? {experiments: {cache: {...cache, version: `${cache.version}-react-profiling`}}}
        : {};
      // Docusaurus aliases `react-dom` to its folder, so replace the resolved client entry itself.
      const profiling = require.resolve('react-dom/profiling');
      return {
        ...experiments,
        plugins: [
          replaceModule(utils.currentBundler, {
            name: 'react-profiling: react-dom/client',
            request: /^react-dom\/client$/,
            by: profiling,
          }),
        ],
      };
    },
  };
}

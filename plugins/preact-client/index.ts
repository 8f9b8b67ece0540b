import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Which runtime the browser bundle uses. `preact` (the default) swaps React DOM for Preact's
 * compatibility layer in the client bundle only; the server still renders every page with
 * React. `CLIENT_RUNTIME=react` builds with React in the browser too, for comparison.
 */
export const clientRuntime: 'preact' | 'react' = process.env.CLIENT_RUNTIME === 'react' ? 'react' : 'preact';

/**
 * React DOM is 63 KiB of the 125 KiB gzipped JavaScript every page loads before its own code,
 * and a documentation page needs little of it: Preact's compatibility layer renders the same
 * components for about 10 KiB (see README.md for what was checked and what differs).
 */
export default function preactClient(_context: LoadContext): Plugin {
  const compat = path.dirname(require.resolve('preact/compat/package.json'));
  return {
    name: 'preact-client',
    getClientModules() {
      return clientRuntime === 'preact'
        ? [path.join(__dirname, 'effectsBeforeNextInput.ts'), path.join(__dirname, 'scrollToHashAfterRender.ts')]
        : [];
    },
    configureWebpack(config, isServer) {
      if (isServer || clientRuntime === 'react') return {};
      // Rspack's persistent cache does not notice a changed alias: key it by the runtime.
      const cache = (config as {experiments?: {cache?: {version?: string}}}).experiments?.cache;
      const experiments = cache?.version ? {experiments: {cache: {...cache, version: `${cache.version}-${clientRuntime}`}}} : {};
      // Docusaurus aliases `react` and `react-dom` to their folders; the same keys override them,
      // and cover `react/jsx-runtime` and `react-dom/client`, which preact/compat also provides.
      return {...experiments, resolve: {alias: {react: compat, 'react-dom': compat}}};
    },
  };
}

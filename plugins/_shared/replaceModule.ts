import type {CurrentBundler} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/** What the bundler tells a replacement about one import it is about to resolve. */
export type ImportRequest = {request: string; context?: string; contextInfo?: {issuer?: string}};

export type ModuleReplacement = {
  /** Who replaces what, for the error: `page-weight: theme-common's reactUtils`. */
  name: string;
  /** The import as the importing module writes it (`./preload`, `tslib`). */
  request: RegExp;
  /** Which of the matching imports to replace (say, only those from inside one package); all by default. */
  where?: (request: ImportRequest) => boolean;
  /** The file that stands in for the module. */
  by: string;
};

/**
 * Swaps a module of the browser bundle for a file of the site's, like the bundler's
 * NormalModuleReplacementPlugin, and fails the build when it replaced nothing.
 *
 * Every replacement on this site matches an import inside a Docusaurus package by its text. When
 * an upgrade renames or moves that import, a bare NormalModuleReplacementPlugin matches nothing
 * and the build succeeds without the change: a saving or a behaviour disappears silently. Here
 * the first compilation counts the imports it redirected, and when there are none and the stand-in
 * is not in the bundle either (Rspack's persistent cache restores modules without resolving them
 * again), the build fails with the replacement's name.
 */
export function replaceModule(bundler: CurrentBundler, replacement: ModuleReplacement) {
  const {NormalModuleReplacementPlugin} = bundler.instance;
  return {
    apply(compiler: Compiler) {
      let replaced = 0;
      let checked = false;
      new NormalModuleReplacementPlugin(replacement.request, (resource: ImportRequest) => {
        if (resource.contextInfo?.issuer === replacement.by || (replacement.where && !replacement.where(resource)))
          return;
        resource.request = replacement.by;
        replaced++;
      }).apply(compiler);
      compiler.hooks.afterCompile.tap('replaceModule', (compilation) => {
        // Later compilations of the dev server rebuild only what changed: the first one decides.
        if (checked) return;
        checked = true;
        if (replaced > 0) return;
        const inBundle = [...compilation.modules].some(
          (module) => (module as {resource?: string}).resource === replacement.by,
        );
        if (inBundle) return;
        compilation.errors.push(new bundler.instance.WebpackError(noMatchMessage(replacement)));
      });
    },
  };
}

/** What the build says when a replacement matched nothing. */
export function noMatchMessage(replacement: ModuleReplacement): string {
  return `${replacement.name}: replaced nothing. No import matched ${replacement.request}, so the upstream module it stands in for has moved or is imported differently. See "Upgrading Docusaurus" in src/theme/README.md.`;
}

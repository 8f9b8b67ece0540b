import {getFileLoaderUtils} from '@docusaurus/utils';

/**
 * Markdown images are always files, never `data:` URLs.
 *
 * Docusaurus inlines every Markdown image under 10 KB as base64 into the page's JavaScript (its
 * `WEBPACK_URL_LOADER_LIMIT`, read once when @docusaurus/utils loads, before this config), and
 * the server-rendered HTML carries the same data URL again: a 9 KB DevTools picture cost Part 2
 * of Essentials 12 KiB of JavaScript and 12 KiB of HTML on every first load, even far below the
 * fold, where a file with `loading="lazy"` costs nothing until the reader scrolls to it. Here the
 * loader string the image transform uses gets `limit=0` (url-loader then always emits a file).
 * Called from docusaurus.config.ts before the bundler's configuration is made.
 */
export function keepMarkdownImagesAsFiles(): void {
  for (const isServer of [false, true]) {
    const {loaders} = getFileLoaderUtils(isServer);
    loaders.inlineMarkdownImageFileLoader = loaders.inlineMarkdownImageFileLoader.replace(
      /([?&])limit=\d+/,
      '$1limit=0',
    );
  }
}

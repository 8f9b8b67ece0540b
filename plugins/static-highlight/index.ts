import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tokenColourCss} from './themeCss';
import {validateOptions, type Options} from './options';
import {ownFile} from '../_shared/ownFile';

/**
 * Build-time code highlighting (see README.md). Docusaurus highlights every code block in the
 * browser with Prism, which puts about 29 KiB of gzipped JavaScript in the bundle of every page.
 * Here the remark plugin (./remarkStaticHighlight.ts, with the same options) tokenizes at build
 * time, token colours become a stylesheet generated from the Prism themes, and Prism is kept out
 * of the browser bundles.
 */
export default function staticHighlight(context: LoadContext, options: Options): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'static-highlight', 'token-colours.css');
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, tokenColourCss(options.themes));
  // Docusaurus's client module that registers extra Prism languages in the browser.
  const prismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'static-highlight',
    getClientModules() {
      return [cssFile];
    },
    // The code block that draws the build-time tokens (./theme/CodeBlock).
    getThemePath() {
      return ownFile(__dirname, 'theme');
    },
    configureWebpack() {
      return {resolve: {alias: {[prismClientModule]: path.join(__dirname, 'noPrismInBrowser.js')}}};
    },
  };
}

staticHighlight.validateOptions = validateOptions;

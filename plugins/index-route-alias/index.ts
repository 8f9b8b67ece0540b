import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type Options} from './options';

/**
 * Run by the copy at the folder's URL before any other script: the address becomes the page's
 * own (`…/index`), so the router finds the page the HTML was rendered for and hydrates it. An
 * address that already is the page's own is left alone: hosts that add `.html` to an address
 * (sirv's `extensions`, many "clean URL" hosts) answer `/tutorials/index` with this copy
 * (`tutorials/index.html`), and `…/index/index` would be no page at all.
 * (plugins/security-headers hashes it from the written page, for the Content-Security-Policy;
 * exported for its test.)
 */
export const indexAliasScript =
  '/\\/index\\/?$/.test(location.pathname)||history.replaceState(history.state,"",location.pathname.replace(/\\/?$/,"/index")+location.search+location.hash)';

/**
 * Pages whose route ends in `/index` (the specification's `/tutorials/index`) must render at that
 * address on any static host. `docusaurus serve`, and hosts with "clean URLs", answer
 * `/tutorials/index` with a redirect to `/tutorials`, so the folder's address needs the page
 * too: after the build, each such page is copied to its folder's index.html with
 * `indexAliasScript` in front. A redirect page there instead would bounce straight back.
 */
export default function indexRouteAlias(context: LoadContext, options: Options): Plugin {
  return {
    name: 'index-route-alias',
    async postBuild({outDir}) {
      for (const route of options.routes) {
        const page = path.join(outDir, context.baseUrl, route);
        const html = await readFile(path.join(page, 'index.html'), 'utf8');
        if (!html.includes('<head>')) throw new Error(`index-route-alias: no <head> in ${route}'s page`);
        await writeFile(
          path.join(path.dirname(page), 'index.html'),
          html.replace('<head>', `<head><script>${indexAliasScript}</script>`),
        );
      }
    },
  };
}

indexRouteAlias.validateOptions = validateOptions;

import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {load} from 'cheerio';
import {cardPath} from './cardPath';
import {cardSvg, type CardText} from './card';
import {ownFile} from '../_shared/ownFile';
import {validateOptions, type Options} from './options';

/** What the page side reads (usePluginData('social-cards')). */
export type SocialCardsData = {directory: string};

/** The page's title (its <title> without the site's name) and section (its first breadcrumb, or the configured one). */
export function pageText(
  html: string,
  route: string,
  siteTitle: string,
  options: Pick<Options, 'sections'>,
): Omit<CardText, 'host'> {
  const $ = load(html);
  const fullTitle = $('head > title').first().text().trim();
  const suffix = ` | ${siteTitle}`;
  const title = (fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle) || siteTitle;
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .map((item) => $(item).find('.breadcrumbs__link').first().text().trim())
    .filter(Boolean);
  // The first crumb after the home icon, unless it is the page itself.
  const section = crumbs.length > 1 ? crumbs[0]! : (options.sections[route.split('/').filter(Boolean)[0] ?? ''] ?? '');
  return {title, section: section === title ? '' : section};
}

/** The built HTML file of a route (`/a/b` → a/b/index.html or a/b.html; `/404.html` as it is). */
function htmlFile(outDir: string, route: string, baseUrl: string): string | undefined {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const candidates = relative.endsWith('.html')
    ? [relative]
    : [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => existsSync(file));
}

/**
 * Social cards: a PNG per page, drawn at build time, named by the page's `og:image` and
 * `twitter:image` (theme/Root.tsx); and a robots.txt that names the sitemap. See README.md.
 */
export default function socialCards(context: LoadContext, options: Options): Plugin {
  const {siteConfig} = context;
  return {
    name: 'social-cards',
    getThemePath() {
      return ownFile(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({directory: options.directory} satisfies SocialCardsData);
    },
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      // resvg is a native module: loaded only when a build writes cards.
      const {Resvg} = await import('@resvg/resvg-js');
      const host = new URL(siteConfig.url).host;
      let rendered = 0;
      const routes = [...new Set(routesPaths)];
      for (const route of routes) {
        const file = htmlFile(outDir, route, siteConfig.baseUrl);
        if (!file) continue;
        const svg = cardSvg({...pageText(await readFile(file, 'utf8'), route, siteConfig.title, options), host});
        const target = path.join(outDir, cardPath(route, siteConfig.baseUrl, options.directory));
        const cached =
          options.cacheDir &&
          path.join(options.cacheDir, `${createHash('sha256').update(svg).digest('hex').slice(0, 24)}.png`);
        let png: Buffer | undefined = cached && existsSync(cached) ? await readFile(cached) : undefined;
        if (!png) {
          png = new Resvg(svg, {font: {loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans'}}).render().asPng();
          rendered += 1;
          if (cached) {
            await mkdir(path.dirname(cached), {recursive: true});
            await writeFile(cached, png);
          }
        }
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, png);
      }
      // Crawlers find the sitemap from robots.txt (the sitemap plugin writes sitemap.xml).
      const sitemap = new URL(`${siteConfig.baseUrl}sitemap.xml`, siteConfig.url).href;
      await writeFile(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
      console.log(
        `[social-cards] ${routes.length} cards (${rendered} drawn, the rest from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}

socialCards.validateOptions = validateOptions;

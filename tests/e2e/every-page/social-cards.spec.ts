import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {siteSettings} from '../../../config/site';
import {expect, test} from '../fixtures';

/*
 * Shared links and crawlers, over the built site (plugins/social-cards): every page names a
 * social card, in og:image and twitter:image, that exists in the build as a small PNG; the
 * sitemap lists no page that asks not to be indexed; robots.txt names the sitemap.
 */
const buildDir = path.join(__dirname, '../../../build');
const site = `${siteSettings.url.replace(/\/+$/, '')}${siteSettings.baseUrl}`;
/** The doc pages written in docs/ (partials, whose names start with `_`, are not pages): every one is built and listed. */
const docPageCount = (readdirSync(path.join(__dirname, '../../../docs'), {recursive: true}) as string[]).filter(
  (file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'),
).length;
const pages = (readdirSync(buildDir, {recursive: true}) as string[]).filter((file) => file.endsWith('.html')).sort();
/** The attributes of each `<meta>` tag; the minifier writes values quoted or not. */
const metaTags = (html: string) =>
  [...html.matchAll(/<meta\b([^>]*)>/g)].map(
    ([, attributes]) =>
      new Map(
        [...attributes!.matchAll(/([\w:-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)].map(([, name, ...values]) => [
          name!,
          values.find((value) => value !== undefined)!.replace(/\/$/, ''),
        ]),
      ),
  );
/** Pages the redirect plugin writes (a meta refresh to the new address) are not pages. */
const isRedirect = (html: string) => metaTags(html).some((tag) => tag.get('http-equiv')?.toLowerCase() === 'refresh');
const meta = (html: string, attribute: 'property' | 'name', key: string) =>
  metaTags(html)
    .find((tag) => tag.get(attribute) === key)
    ?.get('content');

test('every page names its social card, and the card is in the build: a PNG of 1200 × 630 under 100 KB', () => {
  const checked = pages
    .map((file) => [file, readFileSync(path.join(buildDir, file), 'utf8')] as const)
    .filter(([, html]) => !isRedirect(html));
  expect(checked.length).toBeGreaterThan(docPageCount);
  const problems: string[] = [];
  for (const [file, html] of checked) {
    const image = meta(html, 'property', 'og:image');
    if (!image) {
      problems.push(`${file}: no og:image`);
      continue;
    }
    if (meta(html, 'name', 'twitter:image') !== image) problems.push(`${file}: twitter:image differs from og:image`);
    if (!image.startsWith(site)) {
      problems.push(`${file}: ${image} is not an absolute URL of the site`);
      continue;
    }
    const card = path.join(buildDir, image.slice(site.length));
    if (!existsSync(card)) {
      problems.push(`${file}: ${image} is not in the build`);
      continue;
    }
    const png = readFileSync(card);
    if (png.subarray(1, 4).toString() !== 'PNG' || png.readUInt32BE(16) !== 1200 || png.readUInt32BE(20) !== 630)
      problems.push(`${file}: ${image} is not a 1200 × 630 PNG`);
    if (statSync(card).size > 100 * 1024) problems.push(`${file}: ${image} is over 100 KB`);
  }
  expect(problems).toEqual([]);
});

test('the sitemap lists no page that asks not to be indexed', () => {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(listed.length).toBeGreaterThanOrEqual(docPageCount);
  const noindex = listed.filter((url) => {
    const route = url.slice(site.length).replace(/\/$/, '');
    const file = [path.join(buildDir, route, 'index.html'), path.join(buildDir, `${route}.html`)].find(existsSync);
    return file && /noindex/.test(meta(readFileSync(file, 'utf8'), 'name', 'robots') ?? '');
  });
  expect(noindex).toEqual([]);
  // The check reads the robots tag as the minifier writes it: the search page asks not to be indexed.
  expect(meta(readFileSync(path.join(buildDir, 'search/index.html'), 'utf8'), 'name', 'robots')).toMatch(/noindex/);
  expect(listed).not.toContain(`${site}search`);
});

test('robots.txt names the sitemap', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(new RegExp(`^Sitemap: ${site.replace(/[.]/g, '\\.')}sitemap\\.xml$`, 'm'));
});

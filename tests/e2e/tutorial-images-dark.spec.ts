import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import type {Locator, Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/**
 * Pictures in dark mode: a light screenshot in a dark page is a glaring slab, so every tutorial
 * picture has a dark variant (ThemedImage, or the `#gh-light-mode-only` / `#gh-dark-mode-only`
 * pair of Markdown images) or is drawn in the page's colours (the SVG diagrams).
 */
const buildDir = path.join(__dirname, '../../build');
const routes = [...readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map(([, url]) => new URL(url!).pathname)
  .filter((route) => route.startsWith('/tutorials'));

/** A WebP file's size in pixels, from its header (lossy, lossless or extended format). */
function webpSize(file: string): {width: number; height: number} {
  const data = readFileSync(file);
  if (data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WEBP') throw new Error(`${file} is not a WebP file`);
  const format = data.toString('ascii', 12, 16);
  if (format === 'VP8 ') return {width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff};
  if (format === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return {width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1};
  }
  if (format === 'VP8X') return {width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1};
  throw new Error(`${file}: unknown WebP format ${format}`);
}

/** A pixel counts as light from this relative luminance on (#c0c0c0 is about 0.53). */
const lightLuminance = 0.5;
/** The most light area a picture may show in dark mode, in CSS pixels. */
const largestLightArea = 200 * 200;

/** What a reader's eye gets from an element as rendered: its size, and how much of it is light. */
async function lightArea(page: Page, element: Locator): Promise<{width: number; height: number; lightShare: number}> {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  const png = await element.screenshot({animations: 'disabled'});
  // Decoded by the browser, as scripts/optimize-images.ts does: no image library needed.
  const lightShare = await page.evaluate(
    async ({base64, threshold}) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const {data} = context.getImageData(0, 0, canvas.width, canvas.height);
      const linear = (channel: number) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      let light = 0;
      for (let index = 0; index < data.length; index += 4) {
        const luminance = 0.2126 * linear(data[index]!) + 0.7152 * linear(data[index + 1]!) + 0.0722 * linear(data[index + 2]!);
        if (luminance >= threshold) light++;
      }
      return light / (data.length / 4);
    },
    {base64: png.toString('base64'), threshold: lightLuminance},
  );
  return {width: box.width, height: box.height, lightShare};
}

test.describe('tutorial pictures in dark mode', () => {
  // The reader's system asks for dark, and the site follows it (nothing stored yet).
  test.use({colorScheme: 'dark'});

  test('the tutorial pages are found', () => {
    expect(routes.length, 'tutorial routes in the sitemap').toBeGreaterThan(15);
  });

  for (const route of routes) {
    test(`${route}: no picture shows a light area larger than 200 × 200 px`, async ({page}) => {
      test.setTimeout(90_000);
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Lazy pictures load as the reader scrolls; load them all now.
      await page.evaluate(async () => {
        const images = Array.from(document.querySelectorAll<HTMLImageElement>('article img'));
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.filter((image) => image.checkVisibility()).map((image) => image.decode().catch(() => undefined)));
      });
      // Pictures as a reader sees them: images, and SVG drawings that stand for one.
      const pictures = page.locator('article img, article picture, article svg[role="img"]');
      const problems: string[] = [];
      let measured = 0;
      for (const picture of await pictures.all()) {
        if (!(await picture.isVisible())) continue;
        const box = await picture.boundingBox();
        if (!box || box.width * box.height <= largestLightArea) continue;
        const {width, height, lightShare} = await lightArea(page, picture);
        measured++;
        const area = width * height * lightShare;
        if (lightShare > 0.5 && area > largestLightArea) {
          const name = (await picture.getAttribute('src')) ?? (await picture.getAttribute('aria-labelledby')) ?? (await picture.evaluate((element) => element.outerHTML.slice(0, 80)));
          problems.push(`${name}: ${Math.round(width)} × ${Math.round(height)} px, ${Math.round(lightShare * 100)} % light`);
        }
      }
      console.log(`${route}: ${measured} pictures over 200 × 200 px measured`);
      expect(problems, 'pictures that stay light in dark mode').toEqual([]);
    });
  }
});

test('every Redux DevTools picture has a light and a dark variant, both in the build, each shown in its own colour mode', async () => {
  const pictures: string[] = [];
  const problems: string[] = [];
  for (const route of routes) {
    const html = readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
    const $ = load(html);
    // ThemedImage renders both variants on the server, each with the class of its colour mode.
    $('img[src*="devtools"]').each((_, element) => {
      const image = $(element);
      const className = image.attr('class') ?? '';
      if (!/themedComponent--light/.test(className)) return;
      const light = image.attr('src')!;
      const dark = image.nextAll('img').filter((__, other) => /themedComponent--dark/.test($(other).attr('class') ?? '')).first().attr('src');
      pictures.push(`${route} ${light}`);
      if (!dark) problems.push(`${route}: ${light} has no dark variant`);
      else if (!/-dark\.webp$/.test(dark)) problems.push(`${route}: the dark variant of ${light} is ${dark}, not a -dark.webp file`);
      for (const source of [light, dark].filter((item): item is string => Boolean(item))) {
        if (!existsSync(path.join(buildDir, decodeURIComponent(source)))) problems.push(`${route}: ${source} is not in the build`);
      }
      if (!image.attr('alt') || image.attr('loading') !== 'lazy') problems.push(`${route}: ${light} needs alt text and loading="lazy"`);
      // Taken at twice the CSS resolution: crisp on phones, and its text at the DevTools' own size on a desktop.
      const file = path.join(buildDir, decodeURIComponent(light));
      if (existsSync(file)) {
        const {width, height} = webpSize(file);
        const shown = `${image.attr('width')} × ${image.attr('height')}`;
        if (shown !== `${width / 2} × ${height / 2}`) problems.push(`${route}: ${light} is ${width} × ${height} px, shown at ${shown} instead of half that`);
      }
    });
    // No DevTools picture outside ThemedImage (a single Markdown image has no dark variant).
    $('img[src*="devtools"]:not([class*="themedComponent"])').each((_, element) => {
      problems.push(`${route}: ${$(element).attr('src')} is not a ThemedImage`);
    });
  }
  expect(pictures.length, 'DevTools pictures found').toBeGreaterThanOrEqual(13);
  expect(problems).toEqual([]);
});

test('a DevTools picture shows its dark file in dark mode and its light file in light mode, at half its pixel size', async ({browser}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({colorScheme});
    const page = await context.newPage();
    await page.goto('/tutorials/essentials/part-3-data-flow');
    await hydrated(page);
    const shown = page.locator('article img[src*="devtools-part3-initial-state"]').locator('visible=true');
    await expect(shown).toHaveCount(1);
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toHaveJSProperty('complete', true);
    const {src, naturalWidth, width} = await shown.evaluate((image: HTMLImageElement) => ({src: image.currentSrc, naturalWidth: image.naturalWidth, width: image.width}));
    expect(src.endsWith('-dark.webp'), `${colorScheme} mode shows ${src}`).toBe(colorScheme === 'dark');
    // Taken at twice the CSS resolution: crisp on phones, and its text at the DevTools' own size on a desktop.
    expect(naturalWidth).toBe(2 * width);
    await context.close();
  }
});

test('on a 390 px phone a DevTools picture keeps its proportions, and its 12 px text shows at 11 px or more', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, deviceScaleFactor: 3, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  await page.goto('/tutorials/essentials/part-7-rtk-query-basics');
  const shown = page.locator('article img[src*="devtools-part7-query-cache"]').locator('visible=true');
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toHaveJSProperty('complete', true);
  const {width, height, naturalWidth, naturalHeight} = await shown.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return {width: box.width, height: box.height, naturalWidth: image.naturalWidth, naturalHeight: image.naturalHeight};
  });
  expect(Math.abs(height / width - naturalHeight / naturalWidth), 'proportions').toBeLessThan(0.01);
  // The DevTools draw their text at 12 CSS px in a window 380 px wide (naturalWidth / 2).
  expect((12 * width) / (naturalWidth / 2), 'text size on the phone, in CSS px').toBeGreaterThanOrEqual(11);
  await context.close();
});

import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import type {Locator, Page} from '@playwright/test';
import {buildDir, builtHtml, builtRoutes} from '../builtSite';
import {expect, hydrated, nextFrames, test} from '../fixtures';

/**
 * Pictures in light and dark mode, and on phones: a light screenshot in a dark page is a glaring
 * slab, so every tutorial screenshot is a `<ThemedImage>` with a light and a dark file, and the
 * diagrams are SVG drawn in the page's colours. The Redux DevTools pictures are taken at twice
 * their CSS size, so their text stays sharp and legible on a phone.
 */
const routes = builtRoutes.filter((route) => route.startsWith('/tutorials'));

/** A WebP file's size in pixels, from its header (lossy, lossless or extended format). */
function webpSize(file: string): {width: number; height: number} {
  const data = readFileSync(file);
  if (data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error(`${file} is not a WebP file`);
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
        const luminance =
          0.2126 * linear(data[index]!) + 0.7152 * linear(data[index + 1]!) + 0.0722 * linear(data[index + 2]!);
        if (luminance >= threshold) light++;
      }
      return light / (data.length / 4);
    },
    {base64: png.toString('base64'), threshold: lightLuminance},
  );
  return {width: box.width, height: box.height, lightShare};
}

/** One `<ThemedImage>` of a page, from the build's HTML (which renders both variants, each with its mode's class). */
type Themed = {
  route: string;
  light: string;
  dark: string;
  alt: string;
  width: number;
  height: number;
  loading?: string;
};

function themedImages(route: string): Themed[] {
  const $ = load(builtHtml(route));
  const found: Themed[] = [];
  $('article img[class*="themedComponent--light"]').each((_, element) => {
    const image = $(element);
    const dark = image
      .nextAll('img')
      .filter((__, other) => /themedComponent--dark/.test($(other).attr('class') ?? ''))
      .first();
    found.push({
      route,
      light: image.attr('src')!,
      dark: dark.attr('src') ?? '',
      alt: image.attr('alt') ?? '',
      width: Number(image.attr('width')),
      height: Number(image.attr('height')),
      loading: image.attr('loading'),
    });
  });
  return found;
}

const pictures = routes.flatMap(themedImages);
const isDevTools = (picture: Themed) => /devtools/.test(picture.light);
/**
 * The Trace tab draws its code frames black in every DevTools scheme, so that picture exists in
 * dark colours only and both modes show it (scripts/devtools-screenshots/README.md).
 */
const darkOnly = (picture: Themed) => picture.light === picture.dark;

test('every tutorial screenshot is a ThemedImage with both files in the build, alt text, and its size', () => {
  expect(pictures.length, 'themed pictures on the tutorial pages').toBeGreaterThanOrEqual(35);
  expect(pictures.filter(isDevTools).length, 'Redux DevTools pictures').toBeGreaterThanOrEqual(14);
  const problems: string[] = [];
  for (const picture of pictures) {
    const where = `${picture.route} ${picture.light}`;
    if (!picture.dark) problems.push(`${where}: no dark variant`);
    else if (!/-dark\.webp$/.test(picture.dark))
      problems.push(`${where}: the dark variant is ${picture.dark}, not a -dark.webp file`);
    if (!darkOnly(picture) && /-dark\.webp$/.test(picture.light))
      problems.push(`${where}: the light variant is a -dark file`);
    if (picture.alt.length < 40)
      problems.push(`${where}: alt text "${picture.alt}" does not say what the picture shows`);
    if (picture.loading !== 'lazy') problems.push(`${where}: not loading="lazy"`);
    for (const source of [picture.light, picture.dark].filter(Boolean)) {
      const file = path.join(buildDir, decodeURIComponent(source));
      if (!existsSync(file)) {
        problems.push(`${picture.route}: ${source} is not in the build`);
        continue;
      }
      // Every picture is taken at twice its CSS size, so that it stays sharp on a phone's dense screen.
      const {width, height} = webpSize(file);
      const scale = 2;
      if (picture.width * scale !== width || picture.height * scale !== height) {
        problems.push(
          `${picture.route}: ${source} is ${width} × ${height} px, shown at ${picture.width} × ${picture.height}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
});

test('no tutorial page shows a screenshot as a plain image, which has no dark variant', () => {
  const plain: string[] = [];
  for (const route of routes) {
    const $ = load(builtHtml(route));
    $('article img:not([class*="themedComponent"])').each((_, element) => {
      const source = $(element).attr('src') ?? '';
      if (!/\.svg(\?|#|$)/.test(source)) plain.push(`${route}: ${source}`);
    });
  }
  expect(plain).toEqual([]);
});

/** The path of each themed picture the page shows now (after hydration, only its mode's variant). */
const shownThemed = (page: Page) =>
  page
    .locator('article img[class*="themedComponent"]')
    .evaluateAll((images) =>
      images
        .filter((image) => image.checkVisibility())
        .map((image) => new URL((image as HTMLImageElement).src).pathname),
    );

/** Light areas in dark mode: each picture over 200 × 200 px, as rendered. */
async function lightAreaProblems(page: Page): Promise<string[]> {
  // Pictures as a reader sees them: images, and SVG drawings that stand for one.
  const pictures = page.locator('article img, article picture, article svg[role="img"]');
  const problems: string[] = [];
  for (const picture of await pictures.all()) {
    if (!(await picture.isVisible())) continue;
    const box = await picture.boundingBox();
    if (!box || box.width * box.height <= largestLightArea) continue;
    const {width, height, lightShare} = await lightArea(page, picture);
    const area = width * height * lightShare;
    if (lightShare > 0.5 && area > largestLightArea) {
      const name =
        (await picture.getAttribute('src')) ??
        (await picture.getAttribute('aria-labelledby')) ??
        (await picture.evaluate((element) => element.outerHTML.slice(0, 80)));
      problems.push(
        `${name}: ${Math.round(width)} × ${Math.round(height)} px, ${Math.round(lightShare * 100)} % light`,
      );
    }
  }
  return problems;
}

/**
 * On a 360 px screen every themed picture fits the column, keeps its proportions and has pixels
 * enough, and the text in it shows at 10 px or more.
 */
async function phoneProblems(page: Page, route: string): Promise<{problems: string[]; measured: number}> {
  const measured = await page.locator('article img[class*="themedComponent"]').evaluateAll(async (images) => {
    const visible = (images as HTMLImageElement[]).filter((image) => image.checkVisibility());
    for (const image of visible) image.loading = 'eager';
    await Promise.all(visible.map((image) => image.decode().catch(() => undefined)));
    return visible.map((image) => {
      const box = image.getBoundingClientRect();
      return {
        src: new URL(image.src).pathname,
        left: box.left,
        right: box.right,
        width: box.width,
        height: box.height,
        naturalWidth: image.naturalWidth,
        naturalHeight: image.naturalHeight,
      };
    });
  });
  const problems: string[] = [];
  for (const image of measured) {
    const where = `${route} ${image.src}`;
    if (image.naturalWidth === 0) {
      problems.push(`${where}: did not load`);
      continue;
    }
    if (image.left < 0 || image.right > 360)
      problems.push(
        `${where}: spans ${Math.round(image.left)}–${Math.round(image.right)} px, wider than the 360 px screen`,
      );
    if (Math.abs(image.height / image.width - image.naturalHeight / image.naturalWidth) > 0.01)
      problems.push(`${where}: squashed to ${Math.round(image.width)} × ${Math.round(image.height)}`);
    // Enough pixels for the phone's screen: no picture is blown up beyond its file.
    if (image.naturalWidth < image.width)
      problems.push(`${where}: ${image.naturalWidth} px wide, shown at ${Math.round(image.width)}`);
    if (/devtools/.test(image.src)) {
      // The DevTools draw their text at 12 CSS px in a window 380 px wide (naturalWidth / 2).
      const textSize = (12 * image.width) / (image.naturalWidth / 2);
      if (textSize < 10) problems.push(`${where}: its 12 px text shows at ${textSize.toFixed(1)} px`);
      if (image.naturalWidth < 2 * image.width)
        problems.push(`${where}: fewer than two pixels of the file per CSS pixel`);
    } else {
      // The apps are captured in a window 480 px wide (naturalWidth / 2) with 16 px body text.
      const textSize = (16 * image.width) / (image.naturalWidth / 2);
      if (textSize < 10) problems.push(`${where}: the app's 16 px text shows at ${textSize.toFixed(1)} px`);
    }
  }
  return {problems, measured: measured.length};
}

test('the tutorial pages are found, with DevTools pictures and app screenshots', () => {
  expect(routes.length, 'tutorial routes in the sitemap').toBeGreaterThan(15);
  expect(pictures.filter(isDevTools).length, 'Redux DevTools pictures').toBeGreaterThanOrEqual(14);
  expect(pictures.filter((picture) => !isDevTools(picture)).length, 'app screenshots').toBeGreaterThanOrEqual(10);
});

// One page load per tutorial page: the reader's system asks for dark (nothing stored, so the site
// follows it); then it asks for light; then the window narrows to a 360 px phone.
test.describe('tutorial pictures', () => {
  test.use({colorScheme: 'dark'});

  for (const route of routes) {
    const themed = pictures.filter((picture) => picture.route === route);
    test(`${route}: no picture shows a light area larger than 200 × 200 px in dark mode; each mode shows its own file; on a 360 px phone the pictures fit and stay legible`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Lazy pictures load as the reader scrolls; load them all now.
      await page.evaluate(async () => {
        const images = Array.from(document.querySelectorAll<HTMLImageElement>('article img'));
        for (const image of images) image.loading = 'eager';
        await Promise.all(
          images.filter((image) => image.checkVisibility()).map((image) => image.decode().catch(() => undefined)),
        );
      });
      expect(await lightAreaProblems(page), 'pictures that stay light in dark mode').toEqual([]);
      if (themed.length === 0) return;

      expect(await shownThemed(page), 'dark files shown in dark mode').toEqual(themed.map((picture) => picture.dark));
      await page.emulateMedia({colorScheme: 'light'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await nextFrames(page);
      expect(await shownThemed(page), 'light files shown in light mode').toEqual(
        themed.map((picture) => picture.light),
      );

      await page.setViewportSize({width: 360, height: 740});
      await nextFrames(page);
      const phone = await phoneProblems(page, route);
      expect(phone.measured, 'pictures measured at 360 px').toBe(themed.length);
      expect(phone.problems).toEqual([]);
    });
  }
});

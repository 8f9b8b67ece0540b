import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsPages, repoRoot} from './docsPages';

/**
 * Pictures a phone can read. The tutorials' screenshots (of the example apps and of the Redux
 * DevTools) are taken in a window at most `widestWindow` CSS px wide at twice the pixels, and each
 * `<ThemedImage>` gives that window's size as its width and height. A page then shows a picture at
 * most that wide, and a 390 px phone, whose column is about 358 px, at no less than 358 / 480 of
 * it: the apps' 13–16 px text stays at least about 10 px high, where a picture taken 1,000 px wide
 * showed it at 5. Both variants, light and dark, have the same size.
 */
const widestWindow = 480;
const phoneColumn = 358;
const pixelsPerCssPixel = 2;

type Picture = {page: string; line: number; light: string; dark: string; width: number; height: number};

/** A WebP file's size in pixels, from its header (lossy, lossless or extended format). */
export function webpSize(data: Buffer): {width: number; height: number} {
  if (data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file');
  const format = data.toString('ascii', 12, 16);
  if (format === 'VP8 ') return {width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff};
  if (format === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return {width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1};
  }
  if (format === 'VP8X') return {width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1};
  throw new Error(`unknown WebP format ${format}`);
}

/** Every `<ThemedImage>` of a page, with its two files and the size it declares. */
export function picturesOf(page: string, source: string): Picture[] {
  return [...source.matchAll(/<ThemedImage\b[\s\S]*?\/>/g)].map((match) => {
    const element = match[0];
    const file = (variant: string) =>
      new RegExp(`${variant}:\\s*useBaseUrl\\(\\s*['"]([^'"]+)['"]`).exec(element)?.[1] ?? '';
    const number = (name: string) => Number(new RegExp(`\\b${name}=\\{(\\d+)\\}`).exec(element)?.[1] ?? Number.NaN);
    return {
      page,
      line: source.slice(0, match.index).split('\n').length,
      light: file('light'),
      dark: file('dark'),
      width: number('width'),
      height: number('height'),
    };
  });
}

/** What is wrong with a picture, for a phone reader; nothing when all is well. */
export function problemsOf(
  picture: Picture,
  sizeOf: (url: string) => {width: number; height: number} | undefined,
): string[] {
  const where = `${picture.page}:${picture.line}`;
  const problems: string[] = [];
  if (!picture.light || !picture.dark) return [`${where}: a ThemedImage needs a light and a dark file`];
  if (!Number.isFinite(picture.width) || !Number.isFinite(picture.height))
    return [`${where}: a ThemedImage needs width and height`];
  if (picture.width > widestWindow) {
    const shown = ((phoneColumn / picture.width) * 14).toFixed(1);
    problems.push(
      `${where}: ${picture.width} CSS px wide: a phone shows 14 px text at ${shown} px; take it in a window of at most ${widestWindow} px`,
    );
  }
  for (const url of [picture.light, picture.dark]) {
    const size = sizeOf(url);
    if (!size) {
      problems.push(`${where}: ${url} is missing`);
      continue;
    }
    const expected = {width: picture.width * pixelsPerCssPixel, height: picture.height * pixelsPerCssPixel};
    if (Math.abs(size.width - expected.width) > 1 || Math.abs(size.height - expected.height) > 1) {
      problems.push(
        `${where}: ${url} is ${size.width} × ${size.height} px; width and height say ${expected.width} × ${expected.height} (twice the CSS size)`,
      );
    }
  }
  return problems;
}

function sizeOfStaticFile(url: string) {
  const file = path.join(repoRoot, 'static', url.replace(/^\//, ''));
  return existsSync(file) ? webpSize(readFileSync(file)) : undefined;
}

const tutorialPages = docsPages.filter((page) => page.file.startsWith('tutorials/'));
const pictures = tutorialPages.flatMap((page) => picturesOf(`docs/${page.file}`, page.source));

describe('tutorial pictures on a phone', () => {
  it('every tutorial picture is taken at most 480 CSS px wide, at twice the pixels, in light and dark', () => {
    expect(pictures.flatMap((picture) => problemsOf(picture, sizeOfStaticFile))).toEqual([]);
  });

  it('the check reads the pictures of the tutorials', () => {
    if (tutorialPages.length < 10) return; // check:page on one page
    expect(pictures.length).toBeGreaterThan(30);
  });
});

describe('the check itself', () => {
  const source = `<ThemedImage
  alt="A feed"
  sources={{
    light: useBaseUrl('/img/a.webp'),
    dark: useBaseUrl('/img/a-dark.webp'),
  }}
  width={WIDTH}
  height={300}
/>`;
  const picture = (width: number) => picturesOf('docs/page.mdx', source.replace('WIDTH', String(width)))[0]!;

  it('reads the files and the size', () => {
    expect(picture(480)).toEqual({
      page: 'docs/page.mdx',
      line: 1,
      light: '/img/a.webp',
      dark: '/img/a-dark.webp',
      width: 480,
      height: 300,
    });
  });

  it('accepts a phone-sized picture at twice the pixels', () => {
    expect(problemsOf(picture(480), () => ({width: 960, height: 600}))).toEqual([]);
  });

  it('refuses a picture taken in a desktop window, and files at one pixel per CSS pixel', () => {
    expect(problemsOf(picture(1000), () => ({width: 2000, height: 600}))).toEqual([
      expect.stringContaining('1000 CSS px wide: a phone shows 14 px text at 5.0 px'),
    ]);
    expect(problemsOf(picture(480), () => ({width: 480, height: 300}))).toHaveLength(2);
  });

  it('refuses a missing dark file', () => {
    expect(problemsOf(picture(480), (url) => (url.includes('dark') ? undefined : {width: 960, height: 600}))).toEqual([
      'docs/page.mdx:1: /img/a-dark.webp is missing',
    ]);
  });

  it('reads the size of each WebP format', () => {
    const header = (format: string, body: Buffer) =>
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'ascii'), Buffer.from(format, 'ascii'), body]);
    const lossless = Buffer.alloc(16);
    lossless.writeUInt32LE((960 - 1) | ((600 - 1) << 14), 5);
    expect(webpSize(header('VP8L', lossless))).toEqual({width: 960, height: 600});
    const extended = Buffer.alloc(20);
    extended.writeUIntLE(960 - 1, 8, 3);
    extended.writeUIntLE(600 - 1, 11, 3);
    expect(webpSize(header('VP8X', extended))).toEqual({width: 960, height: 600});
  });
});

import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {expect, test} from '../fixtures';

const buildDir = path.join(__dirname, '../../../build');

/** Every HTML page of the build. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'downloads' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('no image description in the built site shows an escaped character (&quot; and the like) as text', () => {
  const files = htmlFiles(buildDir);
  let images = 0;
  const escaped: string[] = [];
  for (const file of files) {
    const $ = load(readFileSync(file, 'utf8'));
    $('img[alt]').each((_, element) => {
      images++;
      const alt = $(element).attr('alt') ?? '';
      if (/&(quot|#39|#x27|amp|lt|gt);/.test(alt))
        escaped.push(`${path.relative(buildDir, file)}: ${alt.slice(0, 100)}`);
    });
  }
  expect(images, 'images checked').toBeGreaterThan(20);
  expect(escaped).toEqual([]);
});

test('no Markdown image is inlined as a data URL into a page or its JavaScript (config/noInlineImages.ts)', () => {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const scripts = readdirSync(jsDir).filter((name) => name.endsWith('.js'));
  expect(
    scripts.filter((name) =>
      /data:image\/(webp|png|jpe?g|gif);base64/.test(readFileSync(path.join(jsDir, name), 'utf8')),
    ),
  ).toEqual([]);
  const pages = htmlFiles(buildDir).filter((file) =>
    /<img[^>]+src="?data:image\/(webp|png|jpe?g|gif)/.test(readFileSync(file, 'utf8')),
  );
  expect(pages.map((file) => path.relative(buildDir, file))).toEqual([]);
});

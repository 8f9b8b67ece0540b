import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** A picture's size in CSS pixels: how large a page shows it (its files have twice as many pixels). */
export type Size = {width: number; height: number};

/**
 * Writes each picture's new size into the `<ThemedImage>` elements of the pages under `docsDir`
 * that show it, so that the browser reserves the right space before the picture loads. Returns
 * the pages it changed.
 */
export function updatePictureSizes(docsDir: string, sizes: Map<string, Size>): string[] {
  const changed: string[] = [];
  for (const name of readdirSync(docsDir, {recursive: true, encoding: 'utf8'})) {
    if (!name.endsWith('.mdx')) continue;
    const file = path.join(docsDir, name);
    const source = readFileSync(file, 'utf8');
    const updated = source.replace(/<ThemedImage\b[\s\S]*?\/>/g, (element) => {
      const picture = /useBaseUrl\(\s*['"][^'"]*\/([\w-]+?)(?:-dark)?\.webp['"]\s*\)/.exec(element)?.[1];
      const size = picture === undefined ? undefined : sizes.get(picture);
      if (!size) return element;
      return element
        .replace(/\bwidth=\{\d+\}/, `width={${size.width}}`)
        .replace(/\bheight=\{\d+\}/, `height={${size.height}}`);
    });
    if (updated !== source) {
      writeFileSync(file, updated);
      changed.push(path.relative(path.dirname(docsDir), file));
    }
  }
  return changed;
}

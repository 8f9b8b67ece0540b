import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {purgeUnusedRules, wordsOf} from './purgeUnusedCss';

/** Every file under `dir` with one of the extensions, recursively (downloads and images left out). */
function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'downloads' || entry.name === 'img' ? [] : filesUnder(full, extensions);
    return extensions.test(entry.name) ? [full] : [];
  });
}

/**
 * After the build, drops the site stylesheet's rules for classes that no page or script uses
 * (see ./purgeUnusedCss.ts): most of them are Infima components this site has none of.
 */
export function purgeSiteStylesheet(outDir: string): void {
  const used = wordsOf(filesUnder(outDir, /\.(html|js)$/).map((file) => readFileSync(file, 'utf8')));
  const cssDir = path.join(outDir, 'assets', 'css');
  for (const name of readdirSync(cssDir).filter((file) => /^styles\.[\w]+\.css$/.test(file))) {
    const file = path.join(cssDir, name);
    writeFileSync(file, purgeUnusedRules(readFileSync(file, 'utf8'), used));
  }
}

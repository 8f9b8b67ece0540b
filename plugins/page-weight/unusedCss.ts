import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {purgeUnusedRules, wordsOf} from './purgeUnusedCss';

/** Every file under `dir` with one of the extensions, recursively (downloads and images left out). */
function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'downloads' || entry.name === 'img' ? [] : filesUnder(full, extensions);
    return extensions.test(entry.name) ? [full] : [];
  });
}

/** Replaces a file in one step, so that another plugin reading it at the same time never sees half of it. */
function replaceFile(file: string, contents: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/** The stylesheet's name for its contents: `styles.<first 8 hex digits of their sha256>.css`. */
export const stylesheetName = (css: string) =>
  `styles.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;

/**
 * After the build, drops the site stylesheet's rules for classes that no page or script uses
 * (see ./purgeUnusedCss.ts): most of them are Infima components this site has none of.
 *
 * The purged stylesheet gets a name of its own, from its contents, and every page's link follows.
 * Why: `/assets/*` is served `immutable` for a year (plugins/security-headers), and the name
 * Docusaurus gave the file hashes the stylesheet before the purge. A change that starts using a
 * class the purge had dropped keeps that name with different contents, and a returning reader's
 * cached copy would lack the rule.
 */
export function purgeSiteStylesheet(outDir: string): void {
  const pages = filesUnder(outDir, /\.html$/);
  const used = wordsOf([...pages, ...filesUnder(outDir, /\.js$/)].map((file) => readFileSync(file, 'utf8')));
  const cssDir = path.join(outDir, 'assets', 'css');
  const renamed = new Map<string, string>();
  for (const name of readdirSync(cssDir).filter((file) => /^styles\.[\w]+\.css$/.test(file))) {
    const css = purgeUnusedRules(readFileSync(path.join(cssDir, name), 'utf8'), used);
    const purgedName = stylesheetName(css);
    writeFileSync(path.join(cssDir, purgedName), css);
    if (purgedName !== name) {
      rmSync(path.join(cssDir, name));
      renamed.set(name, purgedName);
    }
  }
  if (renamed.size === 0) return;
  // The minified pages leave attribute values unquoted (`href=/assets/css/styles.1a2b3c4d.css />`).
  const oldNames = [...renamed.keys()].map((name) => name.replace(/\./g, '\\.')).join('|');
  const oldLink = new RegExp(`/assets/css/(${oldNames})(?=["'?#\\s>])`, 'g');
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const linked = html.replace(oldLink, (_link, name: string) => `/assets/css/${renamed.get(name)}`);
    // A link this did not recognise would name a file that no longer exists: stop the build instead.
    const missed = new RegExp(`(${oldNames})`).exec(linked);
    if (missed)
      throw new Error(
        `page-weight: ${path.relative(outDir, page)} still names the stylesheet ${missed[1]}, which the unused-CSS purge renamed to ${renamed.get(missed[1]!)}; its link has a form unusedCss.ts does not recognise`,
      );
    if (linked !== html) replaceFile(page, linked);
  }
}

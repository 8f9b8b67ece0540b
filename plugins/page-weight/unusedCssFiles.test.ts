import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {purgeSiteStylesheet, stylesheetName} from './unusedCss';

/** A built site in miniature: one stylesheet, two pages that link it, one script. */
function builtSite(pageClass: string): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'unused-css-'));
  mkdirSync(path.join(outDir, 'assets', 'css'), {recursive: true});
  mkdirSync(path.join(outDir, 'assets', 'js'), {recursive: true});
  mkdirSync(path.join(outDir, 'guide'));
  writeFileSync(
    path.join(outDir, 'assets', 'css', 'styles.0123abcd.css'),
    '.navbar{color:red}.card{margin:0}.pill{padding:0}',
  );
  // One link as written by hand, one as the build's minifier writes it (unquoted).
  const quoted = '<link rel="stylesheet" href="/assets/css/styles.0123abcd.css">';
  const minified = '<link rel=stylesheet href=/assets/css/styles.0123abcd.css />';
  const page = (link: string, body: string) => `<!doctype html><html><head>${link}</head><body>${body}</body></html>`;
  writeFileSync(path.join(outDir, 'index.html'), page(quoted, '<nav class="navbar"></nav>'));
  writeFileSync(path.join(outDir, 'guide', 'index.html'), page(minified, `<div class="${pageClass}"></div>`));
  writeFileSync(path.join(outDir, 'assets', 'js', 'main.js'), 'const className="navbar";');
  return outDir;
}

const stylesheets = (outDir: string) => readdirSync(path.join(outDir, 'assets', 'css'));

describe('the purged stylesheet', () => {
  it('is named for its contents, and every page links the new name', () => {
    const outDir = builtSite('card');
    purgeSiteStylesheet(outDir);
    const [name] = stylesheets(outDir);
    const css = readFileSync(path.join(outDir, 'assets', 'css', name!), 'utf8');
    expect(css).toBe('.navbar{color:red}.card{margin:0}');
    expect(name).toBe(stylesheetName(css));
    expect(stylesheets(outDir)).toEqual([name]);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain(`href="/assets/css/${name}"`);
    expect(readFileSync(path.join(outDir, 'guide', 'index.html'), 'utf8')).toContain(`href=/assets/css/${name} />`);
    for (const page of ['index.html', 'guide/index.html'])
      expect(readFileSync(path.join(outDir, page), 'utf8')).not.toContain('styles.0123abcd.css');
    expect(existsSync(path.join(outDir, 'assets', 'css', 'styles.0123abcd.css'))).toBe(false);
  });

  it('gets another name when the pages start using a rule the purge used to drop, though the build named both stylesheets alike', () => {
    const before = builtSite('card');
    const after = builtSite('pill');
    purgeSiteStylesheet(before);
    purgeSiteStylesheet(after);
    expect(stylesheets(after)[0]).not.toBe(stylesheets(before)[0]);
    expect(readFileSync(path.join(after, 'assets', 'css', stylesheets(after)[0]!), 'utf8')).toContain(
      '.pill{padding:0}',
    );
  });

  it('stops the build when a page names the old stylesheet in a form it cannot rewrite', () => {
    const outDir = builtSite('card');
    writeFileSync(path.join(outDir, 'print.html'), '<style>@import url(/assets/css/styles.0123abcd.css);</style>');
    expect(() => purgeSiteStylesheet(outDir)).toThrow(
      'page-weight: print.html still names the stylesheet styles.0123abcd.css',
    );
  });
});

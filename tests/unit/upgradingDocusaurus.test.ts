import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * Files the site copied from Docusaurus, or replaced while keeping the original's contract, say
 * so in a line `Upstream: <package>@<version> <file in the package> sha256:<first 12 hex digits>`.
 * After an upgrade this test names each such file whose package moved on, and says whether the
 * upstream file itself changed: if it did, the copy needs a re-diff; if not, only the line's
 * version. And every file that depends on Docusaurus internals is listed in "Upgrading
 * Docusaurus" in src/theme/README.md.
 */
const root = path.join(__dirname, '..', '..');
const upstreamLine = /Upstream: (@docusaurus\/[\w-]+)@(\S+) (\S+) sha256:([0-9a-f]{12})/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter(
      (entry) => entry.isFile() && /\.(tsx?|jsx?|mjs)$/.test(entry.name) && !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const copies = ['src', 'plugins', 'config'].flatMap(sourceFiles).flatMap((file) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(upstreamLine)].map(
    ([, pkg, version, upstreamFile, hash]) => ({
      file,
      pkg: pkg!,
      version: version!,
      upstreamFile: upstreamFile!,
      hash: hash!,
    }),
  ),
);

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);

describe('copies of upstream files', () => {
  it('are found (the files copied from Docusaurus carry an Upstream line)', () => {
    const files = new Set(copies.map((copy) => copy.file));
    for (const expected of [
      'Tabs/index.tsx',
      'DropdownNavbarItem/Desktop/index.tsx',
      'LastUpdated/index.tsx',
      'ssrTemplate.ts',
      'preload.ts',
      'prefetch.ts',
      'shallowMemoObject.js',
    ]) {
      expect(
        [...files].some((file) => file.endsWith(expected)),
        expected,
      ).toBe(true);
    }
  });

  for (const copy of copies) {
    it(`${copy.file} matches the installed ${copy.pkg}`, () => {
      const packageDir = path.join(root, 'node_modules', copy.pkg);
      const installed = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string})
        .version;
      const upstream = path.join(packageDir, copy.upstreamFile);
      expect(
        existsSync(upstream),
        `${copy.file} was taken from ${copy.pkg} ${copy.upstreamFile}, which ${installed} no longer has: find where it went and re-diff`,
      ).toBe(true);
      const changed = sha(upstream) !== copy.hash;
      const advice = changed
        ? `the upstream file changed: diff ${path.relative(root, upstream)} against the copy, carry the changes over, then update the Upstream line (version and sha256:${sha(upstream)})`
        : `the upstream file is byte for byte the same: set the Upstream line's version to ${installed}`;
      expect(`${copy.pkg}@${installed}`, `${copy.file} was copied from ${copy.pkg}@${copy.version}; ${advice}`).toBe(
        `${copy.pkg}@${copy.version}`,
      );
      expect(changed, `${copy.file}: ${advice}`).toBe(false);
    });
  }
});

/** What marks a dependency on Docusaurus internals in the site's code. */
const touchPoint =
  /@docusaurus\/theme-common\/internal|@docusaurus\/[\w-]+\/lib\/|node_modules\/@docusaurus|replaceModule\(|experiments\?*\.cache|Upstream: @docusaurus/;

describe('"Upgrading Docusaurus" in src/theme/README.md', () => {
  const readme = readFileSync(path.join(root, 'src', 'theme', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Upgrading Docusaurus'));
  const files = [...['src', 'plugins', 'config'].flatMap(sourceFiles), 'docusaurus.config.ts'].filter(
    (file) => !/\.test\.ts$/.test(file) && touchPoint.test(readFileSync(path.join(root, file), 'utf8')),
  );

  it('finds the touch points', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('lists every file that depends on Docusaurus internals', () => {
    expect(files.filter((file) => !section.includes(`\`${file}\``))).toEqual([]);
  });
});

import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {archiveFiles, listArchives} from '../../plugins/example-downloads/archives';
import {readZip, type ArchiveFile} from '../../plugins/example-downloads/zip';
import {javascriptArchiveFiles, javascriptSuffix} from '../../plugins/example-downloads/javascriptEdition';

/**
 * After a build: every example app and tutorial checkpoint is served as build/downloads/<name>.zip,
 * and each archive is a project a reader can install and run: a package.json with scripts, its
 * sources, every import of a source file resolvable inside the archive or from package.json's
 * dependencies, and no node_modules or build output.
 */
const root = path.resolve(__dirname, '../..');
const examples = path.join(root, 'examples');
const downloads = path.join(root, 'build', 'downloads');
const specs = listArchives(examples);
const sourceFile = /\.(js|jsx|ts|tsx|mjs)$/;

function importsOf(code: string): string[] {
  const found = [
    ...code.matchAll(
      /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm,
    ),
  ];
  return found.map((match) => match[1] ?? match[2] ?? match[3]!);
}

function resolves(files: Set<string>, from: string, specifier: string): boolean {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  return ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '/index.js', '/index.ts', '/index.tsx'].some((ext) =>
    files.has(base + ext),
  );
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The entries of a served archive. */
function readArchive(name: string): ArchiveFile[] {
  const zipPath = path.join(downloads, `${name}.zip`);
  expect(existsSync(zipPath), `${zipPath} exists`).toBe(true);
  return readZip(readFileSync(zipPath));
}

/**
 * An archive is a project a reader can install and run: everything under one folder named like
 * it, exactly the files the plugin packs today, no installed packages or build output, a
 * package.json with scripts, and sources whose imports resolve inside it or to its dependencies.
 */
function expectRunnableProject(name: string, entries: ArchiveFile[], expected: ArchiveFile[]): void {
  const prefix = `${name}/`;
  expect(
    entries.every((entry) => entry.path.startsWith(prefix)),
    'everything under one folder named like the archive',
  ).toBe(true);
  const files = new Set(entries.map((entry) => entry.path.slice(prefix.length)));
  for (const file of files) {
    expect(
      file.split('/').some((part) => ['node_modules', 'dist', 'build', 'coverage'].includes(part)),
      `${file} is a source file`,
    ).toBe(false);
  }
  expect([...files].sort()).toEqual(expected.map((file) => file.path.slice(prefix.length)).sort());
  for (const file of expected)
    expect(entries.find((entry) => entry.path === file.path)!.data.equals(file.data), `${file.path} is today's`).toBe(
      true,
    );

  const pkg = JSON.parse(entries.find((entry) => entry.path === `${prefix}package.json`)!.data.toString()) as {
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  expect(pkg.scripts?.test ?? pkg.scripts?.dev, 'a test or dev script').toBeTruthy();
  const dependencies = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);

  // The app's own code: src/ when there is one (tests use the config's aliases), else the root.
  const hasSrc = [...files].some((file) => file.startsWith('src/'));
  const sources = entries.filter((entry) => {
    const file = entry.path.slice(prefix.length);
    return sourceFile.test(file) && (hasSrc ? file.startsWith('src/') : !file.includes('/'));
  });
  expect(sources.length, 'source files').toBeGreaterThan(0);
  for (const entry of sources) {
    const file = entry.path.slice(prefix.length);
    for (const specifier of importsOf(entry.data.toString())) {
      if (specifier.startsWith('.')) {
        expect(resolves(files, file, specifier), `${file} imports ${specifier}`).toBe(true);
      } else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
        expect(dependencies.has(packageName(specifier)), `${file} imports ${specifier}, a dependency`).toBe(true);
      }
    }
  }
}

describe.runIf(existsSync(downloads))('example downloads in the built site', () => {
  it('the plugin found every app and checkpoint (at least both tutorials’ starters and parts 3–7)', () => {
    const names = specs.map((spec) => spec.name);
    for (const name of [
      'quick-start-js',
      'counter-ts',
      'fundamentals-todos',
      'fundamentals-todos-starter',
      'fundamentals-todos-part-3',
      'fundamentals-todos-part-7',
      'trailmates',
      'trailmates-starter',
      'trailmates-part-3',
      'trailmates-part-4',
      'trailmates-part-5',
      'trailmates-part-6',
      'trailmates-part-7',
    ]) {
      expect(names).toContain(name);
    }
  });

  for (const spec of specs) {
    it(`${spec.name}.zip is a runnable project`, () => {
      const entries = readArchive(spec.name);
      // Exactly what the plugin packs from the current sources (so the served file is not stale).
      expectRunnableProject(spec.name, entries, archiveFiles(examples, spec));
      if (spec.checkpoint) {
        const info = JSON.parse(
          entries.find((entry) => entry.path === `${spec.name}/checkpoint.json`)!.data.toString(),
        );
        expect(info).toMatchObject({app: spec.app, checkpoint: spec.checkpoint});
        expect(entries.some((entry) => entry.path === `${spec.name}/README.md`)).toBe(true);
      }
    });
  }

  it('the Essentials checkpoints are complete projects: the starter has no Redux yet, part 3 adds it, and none carries the finished app', () => {
    const unpack = (name: string) => {
      const entries = readZip(readFileSync(path.join(downloads, `${name}.zip`)));
      const file = (relative: string) => entries.find((entry) => entry.path === `${name}/${relative}`)?.data.toString();
      return {files: entries.map((entry) => entry.path.slice(name.length + 1)), file};
    };
    const starter = unpack('trailmates-starter');
    expect(starter.files).toEqual(
      expect.arrayContaining([
        'package.json',
        'index.html',
        'public/mockServiceWorker.js',
        'src/main.tsx',
        'src/mock/handlers.ts',
        'src/api/types.ts',
      ]),
    );
    expect(starter.files.some((file) => file.startsWith('src/store/'))).toBe(false);
    const starterPackage = JSON.parse(starter.file('package.json')!) as {dependencies: Record<string, string>};
    expect(Object.keys(starterPackage.dependencies)).not.toContain('@reduxjs/toolkit');
    const part3 = unpack('trailmates-part-3');
    expect(JSON.parse(part3.file('package.json')!).dependencies).toMatchObject({
      '@reduxjs/toolkit': expect.any(String),
      'react-redux': expect.any(String),
    });
    expect(part3.file('src/store/store.ts')).toContain('configureStore');
    // Part 7 has the API slice; the reports slice that part 8 removes is still there.
    const part7 = unpack('trailmates-part-7');
    expect(part7.files).toEqual(expect.arrayContaining(['src/api/trailApi.ts', 'src/reports/reportsSlice.ts']));
    expect(part7.files.some((file) => file.startsWith('checkpoints/'))).toBe(false);
  });

  it('a checkpoint that holds only its src/ gets the app around it, and none of the app’s own src/', () => {
    const entries = readZip(readFileSync(path.join(downloads, 'fundamentals-todos-part-4.zip')));
    const files = entries.map((entry) => entry.path.replace(/^fundamentals-todos-part-4\//, ''));
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'package-lock.json',
        'index.html',
        'vite.config.js',
        'src/store.js',
        'src/index.js',
      ]),
    );
    // Part 8's files (the app's src/) are not mixed in: createSlice appears nowhere in part 4.
    const store = entries.find((entry) => entry.path.endsWith('/src/store.js'))!.data.toString();
    expect(store).toContain('legacy_createStore');
    expect(files.some((file) => file.startsWith('checkpoints/'))).toBe(false);
  });
});

/**
 * Each TypeScript project also comes as a JavaScript edition, `<name>-js.zip`
 * (plugins/example-downloads/javascriptEdition.ts): the same project without TypeScript.
 * (tests/tutorial-steps/javascriptEditions.test.ts installs, builds and tests some of them.)
 */
describe.runIf(existsSync(downloads))('the JavaScript editions of the TypeScript downloads', () => {
  it('every TypeScript project has one (the Trailmates app, its starter and parts 3–7, counter-ts, …), and no JavaScript project', async () => {
    const editions = (
      await Promise.all(
        specs.map(async (spec) =>
          (await javascriptArchiveFiles(examples, spec)) ? `${spec.name}${javascriptSuffix}` : undefined,
        ),
      )
    ).filter(Boolean);
    expect(editions).toEqual(
      expect.arrayContaining([
        'trailmates-js',
        'trailmates-starter-js',
        'trailmates-part-3-js',
        'trailmates-part-7-js',
        'counter-ts-js',
        'undo-floor-plan-js',
      ]),
    );
    for (const name of ['quick-start-js', 'fundamentals-todos', 'fundamentals-todos-part-3', 'counter-vanilla'])
      expect(existsSync(path.join(downloads, `${name}${javascriptSuffix}.zip`)), name).toBe(false);
    const served = readdirSync(downloads).filter(
      (file) => file.endsWith(`${javascriptSuffix}.zip`) && file !== 'quick-start-js.zip',
    );
    expect(served.sort()).toEqual(editions.map((name) => `${name}.zip`).sort());
  });

  for (const spec of specs) {
    it(`${spec.name}${javascriptSuffix}.zip, if ${spec.name} is TypeScript: a runnable project with no TypeScript left`, async () => {
      const expected = await javascriptArchiveFiles(examples, spec);
      if (!expected) return;
      const name = `${spec.name}${javascriptSuffix}`;
      const entries = readArchive(name);
      expectRunnableProject(name, entries, expected);
      const files = entries.map((entry) => entry.path.slice(name.length + 1));
      const text = (file: string) => entries.find((entry) => entry.path === `${name}/${file}`)?.data.toString();
      expect(
        files.filter((file) => /\.(ts|tsx|mts|cts)$/.test(file) || /(^|\/)tsconfig[^/]*\.json$/.test(file)),
      ).toEqual([]);
      expect(files.some((file) => /\.(js|jsx)$/.test(file) && file.startsWith('src/'))).toBe(true);
      const pkg = JSON.parse(text('package.json')!) as {
        scripts?: Record<string, string>;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      expect(
        Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter(
          (dependency) => dependency === 'typescript' || dependency.startsWith('@types/'),
        ),
      ).toEqual([]);
      expect(
        Object.values(pkg.scripts ?? {}).filter((script) => /(^|&&\s*)tsc\b|typecheck|\.tsx?\b/.test(script)),
      ).toEqual([]);
      // What the project's configs and its page name exists: index.html's script, the tests' setup files.
      const named = [
        text('index.html'),
        ...files.filter((file) => /^[^/]+\.config\.[cm]?js$/.test(file)).map(text),
      ].join('\n');
      for (const [, reference] of named.matchAll(/(?:src="\/|['"]\.\/)([\w./-]+\.jsx?)['"]/g))
        expect(files, `the named file ${reference}`).toContain(reference);
      expect(named).not.toMatch(/\.tsx?\b|\{ts,tsx\}/);
      expect(text('README.md')).toMatch(/\*\*JavaScript edition\.\*\*/);
      if (files.includes('package-lock.json')) {
        // (Some packages need type packages of their own, e.g. @testing-library/dom: those stay.)
        const lock = JSON.parse(text('package-lock.json')!) as {
          packages: Record<string, {devDependencies?: Record<string, string>}>;
        };
        expect(lock.packages['node_modules/typescript'], 'no typescript in the lockfile').toBeUndefined();
        expect(lock.packages['']!.devDependencies).toEqual(pkg.devDependencies);
      }
    });
  }
});

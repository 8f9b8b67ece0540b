import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {listArchives} from '../../plugins/example-downloads/archives';
import {javascriptArchiveFiles, javascriptSuffix} from '../../plugins/example-downloads/javascriptEdition';
import {javascriptCheckpointsTestedInFull} from './javascriptReader';

/**
 * The JavaScript editions of the downloads (plugins/example-downloads/javascriptEdition.ts) are
 * projects a reader can use as they come: `npm ci` installs the finished Trailmates app's edition
 * from its lockfile, and it builds and passes its own tests; so do the Part 3 and Part 4
 * checkpoints' editions, whose package.json lists the same packages. Every edition's lockfile is
 * exactly what npm would write for its package.json.
 */
const root = path.resolve(__dirname, '../..');
const examples = path.join(root, 'examples');
const work = mkdtempSync(path.join(tmpdir(), 'javascript-editions-'));
// An installed project is thousands of files: removed without blocking the test runner.
afterAll(() => rm(work, {recursive: true, force: true}), 300_000);
const run = promisify(execFile);
// Packages come from npm's cache when it has them (this machine installed the examples).
const npmFlags = ['--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'];
const quiet = {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'};

/** Writes the JavaScript edition of an archive into `dir` (its files, without the top folder). */
async function unpackEdition(name: string, dir: string): Promise<void> {
  const spec = listArchives(examples).find((candidate) => candidate.name === name);
  if (!spec) throw new Error(`no archive ${name}`);
  const files = await javascriptArchiveFiles(examples, spec);
  if (!files) throw new Error(`${name} has no JavaScript edition`);
  rmSync(dir, {recursive: true, force: true});
  const prefix = `${name}${javascriptSuffix}/`;
  for (const file of files) {
    const target = path.join(dir, file.path.slice(prefix.length));
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, file.data);
  }
}

const packagesOf = (dir: string) => {
  const {dependencies, devDependencies} = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return {dependencies, devDependencies};
};

/** `npm run build` and `npm test` in a project: both must succeed (a failure rejects). */
async function buildAndTest(dir: string): Promise<string> {
  await run('npm', ['run', 'build'], {cwd: dir, timeout: 300_000, env: quiet});
  expect(existsSync(path.join(dir, 'dist', 'index.html')), 'the build wrote dist/index.html').toBe(true);
  // Whether the tests pass, not how fast: a generous per-test timeout, since this file runs
  // beside the Essentials replay (scripts/test.sh) on a 2-core machine.
  const {stdout} = await run('npm', ['test', '--', '--testTimeout=60000'], {cwd: dir, timeout: 600_000, env: quiet});
  expect(stdout).toMatch(/Tests\s+\d+ passed/);
  expect(stdout).not.toMatch(/\d+ failed/);
  return stdout;
}

describe('the JavaScript editions of the Trailmates downloads install, build and pass their tests', () => {
  const app = path.join(work, 'trailmates-js');

  it('trailmates-js: npm ci from its lockfile, then npm run build and npm test', {timeout: 1_200_000}, async () => {
    await unpackEdition('trailmates', app);
    const pkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));
    expect(
      Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter(
        (name) => name === 'typescript' || name.startsWith('@types/'),
      ),
    ).toEqual([]);
    await run('npm', ['ci', ...npmFlags], {cwd: app, timeout: 900_000, env: quiet});
    expect(existsSync(path.join(app, 'node_modules', 'typescript')), 'TypeScript is not installed').toBe(false);
    await buildAndTest(app);
  });

  for (const checkpoint of javascriptCheckpointsTestedInFull) {
    it(
      `trailmates-${checkpoint}-js: the same packages as the app, and with them npm run build and npm test`,
      {timeout: 900_000},
      async () => {
        expect(existsSync(path.join(app, 'node_modules')), 'trailmates-js was installed first').toBe(true);
        const dir = path.join(work, `trailmates-${checkpoint}-js`);
        await unpackEdition(`trailmates-${checkpoint}`, dir);
        // What `npm install` would install here is what trailmates-js installed: use that.
        expect(packagesOf(dir)).toEqual(packagesOf(app));
        symlinkSync(path.join(app, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
        await buildAndTest(dir);
      },
    );
  }
});

describe('every JavaScript edition’s lockfile', () => {
  const withLockfiles = listArchives(examples).filter(
    (spec) => existsSync(path.join(examples, spec.app, 'package-lock.json')) && !spec.checkpoint,
  );
  for (const spec of withLockfiles) {
    it(
      `${spec.name}${javascriptSuffix}: npm would write the same lockfile for its package.json`,
      {timeout: 300_000},
      async () => {
        const files = await javascriptArchiveFiles(examples, spec);
        if (!files) return; // a JavaScript project: its lockfile is the app's own
        const dir = path.join(work, 'locks', spec.name);
        mkdirSync(dir, {recursive: true});
        const file = (name: string) =>
          files.find((entry) => entry.path === `${spec.name}${javascriptSuffix}/${name}`)!.data.toString();
        writeFileSync(path.join(dir, 'package.json'), file('package.json'));
        writeFileSync(path.join(dir, 'package-lock.json'), file('package-lock.json'));
        await run('npm', ['install', '--package-lock-only', ...npmFlags], {cwd: dir, timeout: 240_000, env: quiet});
        expect(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')).toBe(file('package-lock.json'));
      },
    );
  }
});

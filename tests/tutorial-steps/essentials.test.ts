import {execFile} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Page} from '@playwright/test';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {closeBrowser, closeDevServer, openDevServerInBrowser, prebundledPackages} from './devServerInBrowser';
import {differencesFrom, followPage, treeOf, unpackDownload, type Project} from './followSteps';
import {javascriptCheckpointsTestedInFull, javascriptSteps, unpackJavaScriptDownload} from './javascriptReader';
import {extractCodeBlocks} from '../../scripts/samples/extract';

/**
 * A learner can build each Redux Essentials part (3–8) from its page's steps: starting from the
 * download the page starts from (the previous part's checkpoint, or the starter project for
 * Part 3), follow the page's code blocks and commands in order (followSteps.ts). Each
 * `npm run dev` on the way must give a running app (devServerInBrowser.ts: Vite serves it, it opens
 * in Chromium, signs in where it can, visits every page it links to, with no error), each
 * `npm test` runs the project's tests as they are at that point and must pass, and at the end the
 * project's src/ must be the part's checkpoint, file for file.
 *
 * An `npm test` is run only where it proves something new. Where the project is, file for file,
 * a checkpoint (apart from what only describes it: followSteps.ts `differencesFrom`), its tests
 * are that checkpoint's tests on that checkpoint's files, and the example app's
 * `npm run test:checkpoints` (scripts/test.sh, "Example: trailmates") runs exactly those; running
 * them again here takes 10–70 s a part and can fail on nothing the other run would not. A page
 * whose steps go wrong before its `npm test` leaves a project that is not the checkpoint, and
 * then the tests run here (and the file-for-file check at the end fails anyway).
 */
const root = path.resolve(__dirname, '../..');
const examples = path.join(root, 'examples');
const app = 'trailmates';
const prebundle = prebundledPackages(path.join(examples, app));
const work = mkdtempSync(path.join(tmpdir(), 'essentials-steps-'));
// Each part's dev server lives as long as the part (devServerInBrowser.ts).
afterEach(() => closeDevServer());
afterAll(async () => {
  await closeDevServer();
  await closeBrowser();
  rmSync(work, {recursive: true, force: true});
});

const parts = [
  {part: 3, page: 'part-3-data-flow', from: 'starter'},
  {part: 4, page: 'part-4-using-data', from: 'part-3'},
  {part: 5, page: 'part-5-async-logic', from: 'part-4'},
  {part: 6, page: 'part-6-performance-normalization', from: 'part-5'},
  {part: 7, page: 'part-7-rtk-query-basics', from: 'part-6'},
  {part: 8, page: 'part-8-rtk-query-advanced', from: 'part-7'},
];

/** The checkpoint's src/ (part 8: the app's own src/). */
const checkpointSrc = (part: number) => path.join(examples, app, part === 8 ? 'src' : `checkpoints/part-${part}/src`);
/** The checkpoint's package.json, which `npm install` steps must agree with (part 3 adds the Redux packages). */
const checkpointPackageJson = (part: number) =>
  path.join(examples, app, part === 8 ? '' : `checkpoints/part-${part}`, 'package.json');

/** The checkpoints whose tests the example app's `npm run test:checkpoints` runs: every one. */
const checkpointsTestedByTheApp = (): Set<string> => {
  const pkg = JSON.parse(readFileSync(path.join(examples, app, 'package.json'), 'utf8'));
  expect(pkg.scripts?.['test:checkpoints'], `${app} runs its checkpoints' tests`).toBeDefined();
  return new Set(readdirSync(path.join(examples, app, 'checkpoints')));
};

/** `npm test` where the page says it: the project's own tests, as the reader has them at that step. */
async function runTests(project: Project, where: string): Promise<void> {
  const vitest = path.join(project.dir, 'node_modules', '.bin', 'vitest');
  try {
    // Whether the tests pass, not how fast: a generous per-test timeout for a busy machine. No
    // results cache: node_modules (and so Vitest's cache folder) is the example's, which its own
    // tests use at the same time (scripts/test.sh).
    await promisify(execFile)(vitest, ['run', '--testTimeout=60000', '--no-cache'], {
      cwd: project.dir,
      timeout: 600_000,
      env: {...process.env, CI: '1', FORCE_COLOR: '0'},
    });
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    const failures = `${stdout}\n${stderr}`
      .split('\n')
      .filter((line) => /FAIL|✗|×|Error|expected|Tests? /.test(line))
      .slice(0, 40);
    throw new Error(`${where}: \`npm test\` fails at this step:\n${failures.join('\n')}`, {cause: error});
  }
}

function expectCheckpoint(project: Project, part: number, when: string): void {
  const mine = treeOf(path.join(project.dir, 'src'));
  const theirs = treeOf(checkpointSrc(part));
  expect([...mine.keys()].sort(), `${when}: the files of src/`).toEqual([...theirs.keys()].sort());
  for (const [file, code] of theirs) expect(mine.get(file), `${when}: src/${file}`).toBe(code);
}

/** Signs in as the first member the sign-in form offers, when the app shows one. */
async function signInIfAsked(page: Page): Promise<void> {
  const form = page
    .locator('form')
    .filter({has: page.locator('select')})
    .first();
  if ((await form.count()) === 0) return;
  const select = form.locator('select').first();
  const value = await select.locator('option:not([disabled])').first().getAttribute('value', {timeout: 10_000});
  if (!value) return;
  await select.selectOption(value);
  await form.locator('button[type="submit"], button:not([type])').first().click();
}

describe('Redux Essentials, followed step by step', () => {
  for (const {part, page, from} of parts) {
    it(
      `Part ${part}: from the ${from} download, the page's steps build the part ${part} checkpoint`,
      {timeout: 900_000},
      async () => {
        const project = unpackDownload(examples, app, from, path.join(work, `part-${part}`));
        const mdx = path.join(root, 'docs/tutorials/essentials', `${page}.mdx`);
        let tested = false;
        const log = await followPage(mdx, project, {
          targetPackageJson: checkpointPackageJson(part),
          onTest: async (current, line) => {
            tested = true;
            const checkpoint = `part-${part}`;
            const sameAsCheckpoint =
              checkpointsTestedByTheApp().has(checkpoint) &&
              differencesFrom(current.dir, path.join(examples, app, 'checkpoints', checkpoint)).length === 0;
            // The checkpoint's own tests, which `npm run test:checkpoints` runs (see the top).
            if (sameAsCheckpoint) return;
            await runTests(current, `${page}.mdx:${line}`);
          },
          onDev: async (current, where) => {
            await openDevServerInBrowser(current, where, {prepare: signInIfAsked, prebundle});
          },
        });
        expect(
          log.runs.filter((run) => run.endsWith('npm run dev')).length,
          'the page has the reader run the app',
        ).toBeGreaterThan(0);
        expect(tested, 'the page has the reader run the tests').toBe(true);
        expectCheckpoint(project, part, `end of ${page}`);
        // The packages too: a part that needs a new one has the reader install it.
        const dependencies = (file: string) => {
          const {dependencies: prod, devDependencies: dev} = JSON.parse(readFileSync(file, 'utf8'));
          return {dependencies: prod, devDependencies: dev};
        };
        expect(dependencies(path.join(project.dir, 'package.json')), `end of ${page}: package.json`).toEqual(
          dependencies(checkpointPackageJson(part)),
        );
      },
    );
  }
});

/**
 * The same parts as a JavaScript reader follows them: from the JavaScript edition of the download
 * the page starts from (`trailmates-part-3-js.zip`), each page's JavaScript tabs (every file's
 * twin, every diff's JavaScript twin: javascriptReader.ts) must rebuild the JavaScript edition of
 * the part's checkpoint, file for file. Part 4 is followed in full: every `npm run dev` opens the
 * app in Chromium, and at the end the project's own tests pass. The other parts are checked file
 * for file, which proves each JavaScript diff applies where the page shows it.
 */
describe('Redux Essentials in JavaScript, followed step by step from the JavaScript downloads', () => {
  const inFull = new Set([4]);
  for (const {part, page, from} of parts) {
    const title = inFull.has(part)
      ? `Part ${part} in JavaScript: from the ${from}-js download, the JavaScript tabs build the part ${part} JavaScript checkpoint; the app runs at every npm run dev and its tests pass`
      : `Part ${part} in JavaScript: from the ${from}-js download, the JavaScript tabs build the part ${part} JavaScript checkpoint, file for file`;
    it(title, {timeout: 900_000}, async () => {
      const checkpoint = await unpackJavaScriptDownload(
        examples,
        app,
        part === 8 ? undefined : `part-${part}`,
        path.join(work, `part-${part}-js-checkpoint`),
      );
      const project = await unpackJavaScriptDownload(examples, app, from, path.join(work, `part-${part}-js`));
      const mdx = path.join(root, 'docs/tutorials/essentials', `${page}.mdx`);
      const source = readFileSync(mdx, 'utf8');
      const base = /^sample_base:\s*(\S+)\s*$/m.exec(source)?.[1];
      const steps = await javascriptSteps(extractCodeBlocks(source), base && path.join(root, base), mdx);
      const expectJavaScriptCheckpoint = (when: string) => {
        const mine = treeOf(path.join(project.dir, 'src'));
        const theirs = treeOf(path.join(checkpoint.dir, 'src'));
        expect([...mine.keys()].sort(), `${when}: the files of src/`).toEqual([...theirs.keys()].sort());
        for (const [file, code] of theirs) expect(mine.get(file), `${when}: src/${file}`).toBe(code);
      };
      let tested = false;
      await followPage(mdx, project, {
        steps,
        targetPackageJson: path.join(checkpoint.dir, 'package.json'),
        // A page may have the reader run the tests mid-way (Part 4 does, after a test update):
        // in a part followed in full they run there; the files are compared at the end.
        // Where the project is the JavaScript edition of a checkpoint that javascriptEditions.test.ts
        // builds and tests, file for file, its tests are that edition's: not run twice.
        onTest: async (current, line) => {
          tested = true;
          if (!inFull.has(part)) return;
          const sameAsEdition =
            javascriptCheckpointsTestedInFull.includes(`part-${part}`) &&
            differencesFrom(current.dir, checkpoint.dir).length === 0;
          if (!sameAsEdition) await runTests(current, `${page}.mdx:${line} (JavaScript)`);
        },
        onDev: async (current, where) => {
          if (inFull.has(part))
            await openDevServerInBrowser(current, `${where} (JavaScript)`, {prepare: signInIfAsked, prebundle});
        },
      });
      expect(tested, 'the page has the reader run the tests').toBe(true);
      expectJavaScriptCheckpoint(`end of ${page} (JavaScript)`);
      const dependencies = (file: string) => {
        const {dependencies: prod, devDependencies: dev} = JSON.parse(readFileSync(file, 'utf8'));
        return {dependencies: prod, devDependencies: dev};
      };
      expect(dependencies(path.join(project.dir, 'package.json')), `end of ${page}: package.json (JavaScript)`).toEqual(
        dependencies(path.join(checkpoint.dir, 'package.json')),
      );
    });
  }
});

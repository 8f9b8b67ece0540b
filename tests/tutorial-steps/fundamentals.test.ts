import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {followPage, treeOf, unpackDownload, type Project} from './followSteps';

const run = promisify(execFile);

/**
 * A learner can build each Fundamentals part from its page's steps: starting from the download
 * the page starts from (the previous part's checkpoint, or the starter project for Part 3), follow
 * the page's code blocks and commands in order (see followSteps.ts); every command the page gives
 * must work at that point, and at the end the project's src/ must be the part's checkpoint, file
 * for file, so the tests the page's `npm test` runs are the checkpoint's own (which the example
 * app's test suite runs).
 */
const root = path.resolve(__dirname, '../..');
const examples = path.join(root, 'examples');
const app = 'fundamentals-todos';
const work = mkdtempSync(path.join(tmpdir(), 'fundamentals-steps-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

const parts = [
  {part: 3, page: 'part-3-state-actions-reducers', from: 'starter'},
  {part: 4, page: 'part-4-store', from: 'part-3'},
  {part: 5, page: 'part-5-ui-react', from: 'part-4'},
  {part: 6, page: 'part-6-async-logic', from: 'part-5'},
  {part: 7, page: 'part-7-standard-patterns', from: 'part-6'},
  {part: 8, page: 'part-8-modern-redux', from: 'part-7'},
];

/** The checkpoint's src/ (part 8: the app's own src/). */
const checkpointSrc = (part: number) => path.join(examples, app, part === 8 ? 'src' : `checkpoints/part-${part}/src`);

function expectCheckpoint(project: Project, part: number, when: string): void {
  const mine = treeOf(path.join(project.dir, 'src'));
  const theirs = treeOf(checkpointSrc(part));
  expect([...mine.keys()].sort(), `${when}: the files of src/`).toEqual([...theirs.keys()].sort());
  for (const [file, code] of theirs) expect(mine.get(file), `${when}: src/${file}`).toBe(code);
}

/**
 * The tests the reader wrote under src/ (Part 4 adds one) must run where the page puts them: the
 * page's `npm test`, in the reader's project, finds and passes every one of them.
 */
async function expectOwnTestsRun(project: Project, command: string, when: string): Promise<void> {
  const own = [...treeOf(path.join(project.dir, 'src')).keys()].filter((file) => /\.test\.jsx?$/.test(file));
  if (own.length === 0) return;
  const part = /^PART=(\d) /.exec(command)?.[1];
  const env = {...process.env, ...(part ? {PART: part} : {}), CI: '1'};
  let output: string;
  try {
    ({stdout: output} = await run(
      path.join(project.dir, 'node_modules', '.bin', 'vitest'),
      ['run', 'src/', '--reporter=verbose', '--no-cache'],
      {cwd: project.dir, env, timeout: 240_000},
    ));
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    throw new Error(
      `${when}: \`${command}\` does not pass the reader's own tests (${own.join(', ')}):\n${stdout}${stderr}`.slice(
        0,
        3000,
      ),
      {cause: error},
    );
  }
  for (const file of own) expect(output, `${when}: \`${command}\` runs src/${file}`).toContain(`src/${file}`);
}

describe('Redux Fundamentals, followed step by step', () => {
  for (const {part, page, from} of parts) {
    it(`Part ${part}: from the ${from} download, the page's steps build the part ${part} checkpoint`, async () => {
      const project = unpackDownload(examples, app, from, path.join(work, `part-${part}`));
      const mdx = path.join(root, 'docs/tutorials/fundamentals', `${page}.mdx`);
      let tested = false;
      const log = await followPage(mdx, project, {
        onTest: async (current, line, command) => {
          expectCheckpoint(current, part, `${page}.mdx:${line}, npm test`);
          await expectOwnTestsRun(current, command, `${page}.mdx:${line}`);
          tested = true;
        },
      });
      expect(log.runs.length, 'the page has the reader run something').toBeGreaterThan(0);
      expect(tested, 'the page ends with npm test').toBe(true);
      expectCheckpoint(project, part, `end of ${page}`);
    }, 300_000);
  }
});

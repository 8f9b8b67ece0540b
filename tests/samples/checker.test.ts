import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {beforeAll, describe, expect, it} from 'vitest';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const fixture = (name: string) => path.join('tests/samples/fixtures', name);

async function check(...files: string[]) {
  try {
    const {stdout, stderr} = await run(process.execPath, ['--import', 'tsx', 'scripts/check-samples.ts', ...files], {
      cwd: root,
    });
    return {code: 0, output: stdout + stderr};
  } catch (error) {
    const failure = error as {code: number; stdout: string; stderr: string};
    return {code: failure.code, output: failure.stdout + failure.stderr};
  }
}

/*
 * Two runs of the checker, not one per fixture (each run starts TypeScript: about 4 s here): one
 * over the pages that must pass, one over the pages that must fail, each test reading its page's
 * lines in the second run's output. Running the failing pages together also proves that one
 * page's problems do not hide another's, and that a page's `sample_project` serves only that page.
 */
const passing = ['good.mdx', 'javascript.mdx', 'sample-project.mdx'];
const failing = [
  'type-error.mdx',
  'wrong-output.mdx',
  'wrong-api.mdx',
  'javascript-wrong-api.mdx',
  'too-wide.mdx',
  'sample-project-missing.mdx',
  'undeclared-import.mdx',
  'sample-project-undeclared.mdx',
  // Names an example's project: its packages and files must not reach sample-project-missing.mdx.
  'sample-project.mdx',
];
let passed: Awaited<ReturnType<typeof check>>;
let failed: Awaited<ReturnType<typeof check>>;
beforeAll(async () => {
  [passed, failed] = await Promise.all([check(...passing.map(fixture)), check(...failing.map(fixture))]);
}, 180_000);

/** The problem lines the failing run reported for one page. */
const problemsOf = (name: string) =>
  failed.output.split('\n').filter((line) => line.startsWith(`tests/samples/fixtures/${name}:`));

describe('check-samples', () => {
  it('passes pages whose titled blocks import each other, whose run blocks print what they say, whose JavaScript parses and type-checks (checkJs), and whose files come from their sample_project', () => {
    // good.mdx: 3 blocks, 1 run; javascript.mdx: 3 blocks, 1 run; sample-project.mdx: 1 block.
    expect(passed.output).toContain('7 code blocks on 3 pages type-checked, 2 run');
    expect(passed.output).toContain('no problems');
    expect(passed.code).toBe(0);
  });

  it('fails the run when any page fails, and counts every problem of every page', () => {
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/✗ \d+ problem\(s\); \d+ code blocks on 9 pages type-checked/);
    expect(problemsOf('sample-project.mdx')).toEqual([]);
  });

  it('fails a type error with the page file and the line of the error', () => {
    expect(problemsOf('type-error.mdx')).toEqual([
      expect.stringMatching(/^tests\/samples\/fixtures\/type-error\.mdx:7: TS2322/),
    ]);
  });

  it('fails a run block whose output differs from its // prints: comments', () => {
    expect(problemsOf('wrong-output.mdx')[0]).toContain('wrong-output.mdx:4: run block printed something else');
  });

  it('fails an API name that does not exist in the installed package', () => {
    expect(problemsOf('wrong-api.mdx')).toEqual([
      expect.stringMatching(/wrong-api\.mdx:4: TS2305 .*createStoreWithMiddleware/),
    ]);
  });

  it('fails a wrong call in a JavaScript file and a JavaScript block that does not parse', () => {
    const problems = problemsOf('javascript-wrong-api.mdx').join('\n');
    expect(problems).toMatch(/javascript-wrong-api\.mdx:6: TS2554/);
    expect(problems).toMatch(/javascript-wrong-api\.mdx:1[01]: TS1005/);
  });

  it('fails a code line over 80 characters with its page and line, unless its block is marked wide', () => {
    expect(problemsOf('too-wide.mdx')).toEqual([
      expect.stringMatching(/^tests\/samples\/fixtures\/too-wide\.mdx:10: code line is 92 characters, over the 80/),
      expect.stringMatching(/^tests\/samples\/fixtures\/too-wide\.mdx:11: code line is 88 characters, over the 80/),
    ]);
  });

  it('resolves files and packages a page does not show from the example named by sample_project, and only for that page', () => {
    // sample-project.mdx passes (above) and is in the failing run too, with no problem there.
    const problems = problemsOf('sample-project-missing.mdx').join('\n');
    expect(problems).toContain(
      "sample-project-missing.mdx:6: TS2307 in block src/test/greeting.test.tsx (col 32): Cannot find module '@testing-library/react'",
    );
    expect(problems).toContain(
      "sample-project-missing.mdx:7: TS2307 in block src/test/greeting.test.tsx (col 28): Cannot find module '../app/store'",
    );
  });

  it('fails an import of a package the page’s project does not list, even when it resolves', () => {
    // Reselect is in node_modules (Redux Toolkit depends on it) but not in the site's
    // package.json; the site lists redux, the game library example does not.
    expect(problemsOf('undeclared-import.mdx')).toEqual([
      expect.stringContaining(
        'undeclared-import.mdx:5: imports "reselect", but package.json does not list "reselect" as a dependency',
      ),
    ]);
    expect(problemsOf('sample-project-undeclared.mdx')).toEqual([
      expect.stringContaining(
        'sample-project-undeclared.mdx:7: imports "redux", but examples/testing-game-library/package.json does not list "redux" as a dependency',
      ),
    ]);
  });
});

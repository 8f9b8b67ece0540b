import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';

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

describe('check-samples', () => {
  it('passes a page whose titled blocks import each other and whose run block prints what it says', async () => {
    const result = await check(fixture('good.mdx'));
    expect(result.output).toContain('3 code blocks on 1 pages type-checked, 1 run');
    expect(result.code).toBe(0);
  });

  it('fails a type error with the page file and the line of the error', async () => {
    const result = await check(fixture('type-error.mdx'));
    expect(result.code).toBe(1);
    expect(result.output).toContain('tests/samples/fixtures/type-error.mdx:7: TS2322');
  });

  it('fails a run block whose output differs from its // prints: comments', async () => {
    const result = await check(fixture('wrong-output.mdx'));
    expect(result.code).toBe(1);
    expect(result.output).toContain('wrong-output.mdx:4: run block printed something else');
  });

  it('fails an API name that does not exist in the installed package', async () => {
    const result = await check(fixture('wrong-api.mdx'));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/wrong-api\.mdx:4: TS2305 .*createStoreWithMiddleware/);
  });

  it('parses every JavaScript block and type-checks the titled ones (checkJs), running run blocks', async () => {
    const result = await check(fixture('javascript.mdx'));
    expect(result.output).toContain('3 code blocks on 1 pages type-checked, 1 run');
    expect(result.code).toBe(0);
  });

  it('fails a wrong call in a JavaScript file and a JavaScript block that does not parse', async () => {
    const result = await check(fixture('javascript-wrong-api.mdx'));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/javascript-wrong-api\.mdx:6: TS2554/);
    expect(result.output).toMatch(/javascript-wrong-api\.mdx:1[01]: TS1005/);
  });

  it('fails a code line over 80 characters with its page and line, unless its block is marked wide', async () => {
    const result = await check(fixture('too-wide.mdx'));
    expect(result.code).toBe(1);
    const problems = result.output
      .split('\n')
      .filter((line) => line.startsWith('tests/samples/fixtures/too-wide.mdx:'));
    expect(problems).toEqual([
      expect.stringMatching(/^tests\/samples\/fixtures\/too-wide\.mdx:10: code line is 92 characters, over the 80/),
      expect.stringMatching(/^tests\/samples\/fixtures\/too-wide\.mdx:11: code line is 88 characters, over the 80/),
    ]);
    expect(result.output).toContain('2 problem(s)');
  });

  it('resolves files and packages a page does not show from the example named by sample_project, and only for that page', async () => {
    const withProject = await check(fixture('sample-project.mdx'));
    expect(withProject.output).toContain('1 code blocks on 1 pages type-checked');
    expect(withProject.code).toBe(0);

    const without = await check(fixture('sample-project-missing.mdx'));
    expect(without.code).toBe(1);
    expect(without.output).toContain(
      "sample-project-missing.mdx:6: TS2307 in block src/test/greeting.test.tsx (col 32): Cannot find module '@testing-library/react'",
    );
    expect(without.output).toContain(
      "sample-project-missing.mdx:7: TS2307 in block src/test/greeting.test.tsx (col 28): Cannot find module '../app/store'",
    );
  });

  it('fails an import of a package the page’s project does not list, even when it resolves', async () => {
    // One run over both fixtures. Reselect is in node_modules (Redux Toolkit depends on it) but not
    // in the site's package.json; the site lists redux, the game library example does not.
    const result = await check(fixture('undeclared-import.mdx'), fixture('sample-project-undeclared.mdx'));
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'undeclared-import.mdx:5: imports "reselect", but package.json does not list "reselect" as a dependency',
    );
    expect(result.output).toContain(
      'sample-project-undeclared.mdx:7: imports "redux", but examples/testing-game-library/package.json does not list "redux" as a dependency',
    );
    expect(result.output).toContain('2 problem(s)');
  }, 180_000);
});

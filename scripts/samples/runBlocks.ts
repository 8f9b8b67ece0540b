import ts from 'typescript';
import {execFile} from 'node:child_process';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {expectedOutput} from './extract';
import {compareOutput, printedLines} from '../../plugins/run-samples/compareOutput';
import type {SampleFile, SampleProblem} from './project';
import {pageFolder, sampleCompilerOptions} from './typecheck';

const run = promisify(execFile);

/**
 * Runs each `run` block of a page with Node and compares what it prints with its `// prints:`
 * comments. The page's files are compiled to ES modules (`.mjs`) next to each other, as a bundler
 * would see them, so a run block can import the page's other titled files and packages resolve to
 * the pinned ones' ESM builds in node_modules.
 */
export async function runSamples(rootDir: string, page: string, files: SampleFile[]): Promise<SampleProblem[]> {
  const runnable = files.filter((file) => file.run);
  if (runnable.length === 0) return [];
  const outDir = path.join(rootDir, pageFolder(page));
  await rm(outDir, {recursive: true, force: true});
  // Declaration files have no code to run.
  for (const file of files.filter((candidate) => !/\.d\.ts$/.test(candidate.name))) {
    // Node needs the extension that bundlers let readers leave out.
    const js = compileSample(file).js.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?)\2/g, '$1$2$3.mjs$2');
    const target = path.join(outDir, file.name.replace(/\.(tsx?|jsx?|mjs)$/, '.mjs'));
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, js);
  }
  const problems: SampleProblem[] = [];
  for (const file of runnable) {
    const where = {file: file.source.file, line: file.source.line};
    const expected = file.prints ?? expectedOutput(file.code);
    if (expected.length === 0) {
      problems.push({...where, message: 'a `run` block must say what it prints with `// prints: …` comments'});
      continue;
    }
    const entry = path.join(outDir, file.name.replace(/\.(tsx?|jsx?|mjs)$/, '.mjs'));
    try {
      const {stdout} = await run(process.execPath, [entry], {
        timeout: 15_000,
        env: {...process.env, NODE_ENV: 'development'},
      });
      const actual = printedLines(stdout);
      if (!compareOutput(expected, actual).same) {
        problems.push({
          ...where,
          message: `run block printed something else.\n  expected (// prints:):\n${indent(expected)}\n  actual:\n${indent(actual)}`,
        });
      }
    } catch (error) {
      const failure = error as {stderr?: string; message: string};
      problems.push({
        ...where,
        message: `run block failed: ${(failure.stderr || failure.message).trim().split('\n').slice(0, 8).join('\n    ')}`,
      });
    }
  }
  return problems;
}

function indent(lines: string[]): string {
  return lines.map((line) => `    | ${line}`).join('\n');
}

/**
 * A sample file compiled to an ES module as the checker runs it (types erased, JSX compiled, the
 * code otherwise as written); the site's Run buttons run the same output (plugins/run-samples).
 */
export function compileSample(file: SampleFile, {sourceMap = false} = {}): {js: string; sourceMap?: string} {
  const output = ts.transpileModule(file.code, {
    compilerOptions: {...sampleCompilerOptions, module: ts.ModuleKind.ESNext, noEmit: false, sourceMap},
    fileName: file.name,
  });
  return {js: output.outputText, sourceMap: output.sourceMapText};
}

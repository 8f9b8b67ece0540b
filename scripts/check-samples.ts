/**
 * Type-checks every TypeScript code block of the site and runs the runnable ones.
 * Usage: npm run check:samples [-- <file.mdx>…]   (no files: every page in docs/ and src/)
 * The rules for writers are in CONTRIBUTING.md ("Code samples are checked").
 */
import {readFile} from 'node:fs/promises';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {extractCodeBlocks, sampleProjectDir} from './samples/extract';
import {pageProject, type SampleFile, type SampleProblem} from './samples/project';
import {baseProjectFiles, diffedFiles, pageHasTwins, sampleProjectBase} from './samples/pageFiles';
import {typecheckSamples} from './samples/typecheck';
import {runSamples} from './samples/runBlocks';
import {javascriptProject} from './samples/twins';
import {projectManifest, undeclaredImports} from './samples/dependencies';
import {overWideLines} from './samples/lineWidth';
import {diffTwins, resolveSampleBase} from '../plugins/javascript-twins/diffTwins';

const repoRoot = path.resolve(__dirname, '..');
const cacheDir = path.join(repoRoot, '.cache', 'samples');

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(
      'Usage: npm run check:samples [-- docs/page.mdx …]\nChecks ts/tsx code blocks (type-check; `run` blocks are executed). See CONTRIBUTING.md.',
    );
    return 0;
  }
  const pages = argv.length > 0 ? argv.map((file) => path.relative(repoRoot, path.resolve(file))) : allPages();
  const projects = new Map<string, SampleFile[]>();
  const projectDirs = new Map<string, string>();
  const problems: SampleProblem[] = [];
  let blockCount = 0;
  let diffTwinCount = 0;
  for (const page of pages) {
    const source = await readFile(path.join(repoRoot, page), 'utf8');
    // `javascript_twins: false` in the front matter: the page shows its TypeScript alone.
    const twins = pageHasTwins(source);
    const {files, problems: pageProblems} = pageProject(page, extractCodeBlocks(source), {twins});
    problems.push(...pageProblems);
    // Every code line fits the content column (lineWidth.ts).
    problems.push(...overWideLines(page, extractCodeBlocks(source)));
    const projectDir = sampleProjectDir(source);
    // Each import names a package the page's project lists: the example's package.json for a page
    // of an example (sample_project, sample_base), the site's own for every other page.
    const manifest = projectManifest(path.resolve(repoRoot, projectDir ?? sampleProjectBase(source) ?? '.'), repoRoot);
    problems.push(...undeclaredImports(files, manifest, repoRoot));
    if (projectDir !== undefined) {
      const absolute = path.resolve(repoRoot, projectDir);
      if (existsSync(path.join(absolute, 'node_modules'))) projectDirs.set(page, absolute);
      else
        problems.push({
          file: page,
          line: 1,
          message: `sample_project: ${projectDir} has no node_modules; run npm install in that folder`,
        });
    }
    const diffed = diffedFiles(repoRoot, source, page);
    problems.push(...diffed.problems);
    // Each diff of a TypeScript file has the JavaScript twin the site shows, which applies to
    // the JavaScript of its file (plugins/javascript-twins/diffTwins.ts checks as it makes it).
    if (twins && diffed.problems.length === 0) {
      try {
        const baseDir = resolveSampleBase(sampleProjectBase(source), path.join(repoRoot, page));
        const made = await diffTwins(extractCodeBlocks(source), {baseDir, where: page});
        diffTwinCount += made.filter(Boolean).length;
      } catch (error) {
        problems.push({file: page, line: 1, message: (error as Error).message});
      }
    }
    const pageFiles = [
      ...files.filter((file) => !diffed.files.some((changed) => changed.name === file.name)),
      ...diffed.files,
    ];
    files.splice(0, files.length, ...pageFiles, ...baseProjectFiles(repoRoot, source, pageFiles));
    blockCount += files.length;
    if (files.length > 0) projects.set(page, files);
  }
  problems.push(...typecheckSamples(path.join(cacheDir, 'check'), projects, projectDirs));
  let runCount = 0;
  let twinCount = 0;
  for (const [page, files] of projects) {
    runCount += files.filter((file) => file.run).length;
    problems.push(...(await runSamples(path.join(cacheDir, 'run'), page, files)));
    // The JavaScript twins the site shows: each parses, and each runnable one prints the same.
    const javascript = await javascriptProject(files);
    twinCount += javascript.files.filter((file, index) => file !== files[index]).length;
    problems.push(...javascript.problems);
    if (javascript.problems.length === 0)
      problems.push(...(await runSamples(path.join(cacheDir, 'run-js'), page, javascript.files)));
  }
  for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  const summary = `${blockCount} code blocks on ${projects.size} pages type-checked, ${runCount} run; ${twinCount} JavaScript twins parsed, the runnable ones run; ${diffTwinCount} diffs' JavaScript twins made and applied`;
  if (problems.length > 0) {
    console.error(`\n✗ ${problems.length} problem(s); ${summary}.`);
    return 1;
  }
  console.log(`✓ ${summary}; no problems.`);
  return 0;
}

/** Every page whose code blocks are checked: the docs and the MDX parts of site pages. */
function allPages(): string[] {
  const under = (dir: string, pattern: RegExp) =>
    readdirSync(path.join(repoRoot, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => pattern.test(file))
      .map((file) => path.join(dir, file));
  return [...under('docs', /\.mdx?$/), ...under('src', /\.mdx$/)].sort();
}

main(process.argv.slice(2)).then((code) => process.exit(code));

import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {applyDiff} from './diff';
import {extractCodeBlocks, parseMeta} from './extract';
import {pageProject, type SampleFile, type SampleProblem} from './project';

/**
 * A page's project as the sample checker builds it: its blocks (./project.ts), the files its
 * titled `diff` blocks change, and the files of its `sample_base` folder. Shared by the checker
 * (scripts/check-samples.ts) and the site's Run buttons (plugins/run-samples), which must run
 * exactly what the checker runs.
 */
export function pageFiles(
  repoRoot: string,
  page: string,
  source: string,
): {files: SampleFile[]; problems: SampleProblem[]} {
  const {files, problems} = pageProject(page, extractCodeBlocks(source), {twins: pageHasTwins(source)});
  const diffed = diffedFiles(repoRoot, source, page);
  const pageOwn = [
    ...files.filter((file) => !diffed.files.some((changed) => changed.name === file.name)),
    ...diffed.files,
  ];
  return {
    files: [...pageOwn, ...baseProjectFiles(repoRoot, source, pageOwn)],
    problems: [...problems, ...diffed.problems],
  };
}

/** Whether the page shows JavaScript twins: not when its front matter says `javascript_twins: false`. */
export function pageHasTwins(source: string): boolean {
  return !/^javascript_twins:\s*false\s*$/m.test(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '');
}

/**
 * A titled `diff` block changes its file: the last full block of that file on the page, or the
 * file of the page's base folder (sample_base). A file whose last version on the page comes
 * from a diff is checked as the diff leaves it (syntax only, like the base files).
 */
export function diffedFiles(
  repoRoot: string,
  source: string,
  page: string,
): {files: SampleFile[]; problems: SampleProblem[]} {
  const base = sampleProjectBase(source);
  const current = new Map<string, {code: string; fromDiff: boolean; line: number}>();
  const problems: SampleProblem[] = [];
  for (const block of extractCodeBlocks(source)) {
    const meta = parseMeta(block.meta);
    if (!meta.title || meta.fragment) continue;
    if (block.lang !== 'diff') {
      current.set(meta.title, {code: block.code, fromDiff: false, line: block.line});
      continue;
    }
    const before =
      current.get(meta.title)?.code ??
      (base && existsSync(path.join(repoRoot, base, meta.title))
        ? readFileSync(path.join(repoRoot, base, meta.title), 'utf8')
        : undefined);
    if (before === undefined) {
      problems.push({
        file: page,
        line: block.line,
        message: `a diff for ${meta.title}, which neither the page nor its sample_base has`,
      });
      continue;
    }
    try {
      current.set(meta.title, {
        code: applyDiff(before, block.code, `${page}:${block.line}`),
        fromDiff: true,
        line: block.line,
      });
    } catch (error) {
      problems.push({file: page, line: block.line, message: (error as Error).message});
    }
  }
  const files = [...current]
    .filter(([, version]) => version.fromDiff)
    .map(([name, version]) => ({
      name,
      code: version.code,
      source: {file: page, line: version.line},
      run: false,
      typeCheck: false,
      twin: false,
    }));
  return {files, problems};
}

/** The folder named by a page's `sample_base` front matter, if any. */
export function sampleProjectBase(source: string): string | undefined {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  return /^sample_base:\s*(\S+)\s*$/m.exec(frontMatter)?.[1];
}

/**
 * A tutorial page continues the app of the page before it. Its front matter can name the folder
 * its project starts from (`sample_base: examples/fundamentals-todos/checkpoints/part-3`): that
 * folder's code files join the page's project under the blocks (a block with the same path wins),
 * so a page's files can import the files earlier pages wrote. They are only parsed, not
 * type-checked: they are the example app's files, which its own tests check.
 */
export function baseProjectFiles(repoRoot: string, source: string, pageFiles: SampleFile[]): SampleFile[] {
  const base = sampleProjectBase(source);
  if (!base) return [];
  const taken = new Set(pageFiles.map((file) => file.name));
  return readdirSync(path.join(repoRoot, base), {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.(jsx?|tsx?)$/.test(name) && !name.split('/').includes('node_modules') && !taken.has(name))
    .map((name) => ({
      name,
      code: readFileSync(path.join(repoRoot, base, name), 'utf8'),
      source: {file: path.join(base, name), line: 1},
      run: false,
      typeCheck: false,
      twin: false,
    }));
}

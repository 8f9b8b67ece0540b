import {createHash} from 'node:crypto';
import path from 'node:path';
import {decode} from '@jridgewell/sourcemap-codec';
import ts from 'typescript';
import {checkedLanguages, expectedOutput, extractCodeBlocks, parseMeta} from '../../scripts/samples/extract';
import {pageFiles} from '../../scripts/samples/pageFiles';
import type {SampleFile} from '../../scripts/samples/project';
import {compileSample} from '../../scripts/samples/runBlocks';
import {javascriptProject} from '../../scripts/samples/twins';
import type {PackageBundle} from './packages';
import type {RunManifest} from './client/manifest';

/** The two projects of a page: its blocks as written (`ts`), and as a JavaScript reader has them (`js`). */
export type Variant = 'ts' | 'js';

/** A `run` block of a page, in source order, and the modules its Run buttons start. */
export type RunBlock = {
  /** The block's code as the page shows it (to find its node in the page's tree). */
  code: string;
  /** The module each of its tabs runs (a path inside the page's folder), or why it cannot run in a browser. */
  entries: Partial<Record<Variant, string>>;
  unsupported?: string;
};

export type PageRun = {
  /** The folder's name: a hash of its contents. */
  folder: string;
  /** Path inside the folder → contents: the compiled modules and `manifest.json`. */
  files: Map<string, string>;
  blocks: RunBlock[];
};

/**
 * Compiles a page's `run` blocks into ES modules that a browser runs as they are (see README.md):
 * the page's project as the sample checker builds it, each file compiled as the checker compiles
 * it (scripts/samples/runBlocks.ts), with its relative imports pointing to the page's other
 * compiled files and its package imports to the site's bundle of the pinned packages. Only the
 * files a `run` block reaches are kept. The manifest tells the runner what each block must print,
 * which files to fetch before the clock starts, and each module's line map.
 */
export async function pageRun(
  siteDir: string,
  page: string,
  source: string,
  bundle: PackageBundle,
  packagesUrl: string,
  workerUrl: string,
): Promise<PageRun | undefined> {
  const runBlocks = extractCodeBlocks(source).filter((block) => {
    const meta = parseMeta(block.meta);
    return checkedLanguages[block.lang] !== undefined && meta.run && !meta.fragment;
  });
  if (runBlocks.length === 0) return undefined;
  const {files} = pageFiles(siteDir, page, source);
  const javascript = (await javascriptProject(files)).files;
  const projects: Record<Variant, SampleFile[]> = {ts: files, js: javascript};
  const out = new Map<string, string>();
  const manifest: RunManifest = {
    worker: workerUrl,
    packages: Object.fromEntries([...bundle.entries].map(([name, file]) => [name, `${packagesUrl}${file}`])),
    modules: {},
    entries: {},
  };
  const blocks: RunBlock[] = [];
  for (const block of runBlocks) {
    const entries: RunBlock['entries'] = {};
    let unsupported: string | undefined;
    const shown = block.lang === 'ts' || block.lang === 'tsx' || block.lang === 'typescript' ? ['ts', 'js'] : ['js'];
    for (const variant of shown as Variant[]) {
      const project = projects[variant];
      const file = project.find(
        (candidate) => candidate.run && candidate.source.line === block.line && candidate.source.file === page,
      );
      // A TypeScript block without a twin (ts-only, or a page without twins) has no JavaScript tab.
      if (!file || (variant === 'js' && shown.length === 2 && files.includes(file))) continue;
      try {
        const entry = compileGraph(project, file, variant, out, manifest, bundle, packagesUrl);
        manifest.entries[entry.path] = {
          expected: file.prints ?? expectedOutput(file.code),
          files: entry.files,
        };
        entries[variant] = entry.path;
      } catch (error) {
        unsupported ??= (error as Error).message;
      }
    }
    blocks.push({code: block.code, entries, unsupported});
  }
  const manifestText = JSON.stringify(manifest);
  out.set('manifest.json', manifestText);
  const hash = createHash('sha256');
  for (const [name, text] of [...out].sort(([a], [b]) => a.localeCompare(b))) hash.update(`${name}\0${text}\0`);
  return {folder: hash.digest('hex').slice(0, 16), files: out, blocks};
}

const extensions = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js', '/index.jsx'];

/** A module's path inside the page's folder: `ts/src/app/store.js` for `src/app/store.ts`. */
const servedPath = (variant: Variant, name: string) => `${variant}/${name.replace(/\.(tsx?|jsx?|mjs)$/, '.js')}`;

/** Compiles a run block and every module it reaches; returns its path and the files a run fetches first. */
function compileGraph(
  project: SampleFile[],
  entry: SampleFile,
  variant: Variant,
  out: Map<string, string>,
  manifest: RunManifest,
  bundle: PackageBundle,
  packagesUrl: string,
): {path: string; files: string[]} {
  const byName = new Map(project.map((file) => [file.name, file]));
  const modules = new Set<string>();
  const packageFiles = new Set<string>();
  const visit = (file: SampleFile) => {
    const target = servedPath(variant, file.name);
    if (modules.has(target)) return;
    modules.add(target);
    const {js, lines} = compileWithLines(file);
    const imports = ts.preProcessFile(js, true, true).importedFiles;
    let code = '';
    let at = 0;
    for (const imported of imports) {
      const specifier = imported.fileName;
      let replacement: string;
      if (specifier.startsWith('.')) {
        const base = path.posix.join(path.posix.dirname(file.name), specifier);
        const candidates = extensions.map((ext) => base + ext);
        if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
        const found = candidates
          .map((name) => byName.get(name))
          .find((candidate) => candidate && !/\.d\.ts$/.test(candidate.name));
        if (!found) throw new Error(`${file.name} imports ${specifier}, which the page's project does not have`);
        visit(found);
        const relative = path.posix.relative(path.posix.dirname(target), servedPath(variant, found.name));
        replacement = relative.startsWith('.') ? relative : `./${relative}`;
      } else {
        const packageFile = bundle.entries.get(specifier);
        if (!packageFile)
          throw new Error(`${file.name} imports ${specifier}, which the browser runner does not bundle`);
        for (const needed of bundle.closure.get(packageFile) ?? [packageFile]) packageFiles.add(needed);
        replacement = `${packagesUrl}${packageFile}`;
      }
      // The specifier's place (preProcessFile's positions include the opening quote).
      const start = js.indexOf(specifier, imported.pos);
      code += js.slice(at, start) + replacement;
      at = start + specifier.length;
    }
    code += js.slice(at);
    out.set(target, code);
    manifest.modules[target] = {source: file.name, lines};
  };
  visit(entry);
  const target = servedPath(variant, entry.name);
  return {
    path: target,
    files: [...[...modules].reverse(), ...[...packageFiles].map((name) => `${packagesUrl}${name}`)],
  };
}

/**
 * A file compiled as the sample checker compiles it, and, for each line of the output, the line
 * of the file it came from (the compiler drops type-only lines and blank lines): an error's line
 * in the browser is then told in the reader's lines.
 */
function compileWithLines(file: SampleFile): {js: string; lines: number[]} {
  const {js, sourceMap} = compileSample(file, {sourceMap: true});
  const mappings = decode(JSON.parse(sourceMap!).mappings as string);
  const lines: number[] = [];
  let last = 1;
  js.split('\n').forEach((_line, index) => {
    const segment = mappings[index]?.find((candidate) => candidate.length >= 4);
    if (segment) last = segment[2]! + 1;
    lines.push(last);
  });
  return {js: js.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'), lines};
}

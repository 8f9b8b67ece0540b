import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {expectedOutput, extractCodeBlocks, parseMeta, type CodeBlock} from '../../scripts/samples/extract';
import {archiveFiles} from '../../plugins/example-downloads/archives';
import {applyDiff} from '../../scripts/samples/diff';

const run = promisify(execFile);

/** A reader's project on disk: what they downloaded, then changed step by step. */
export type Project = {dir: string; appDir: string; uninstalled: Set<string>};

/** Unpacks a download (as the site serves it) into `dir`, with the app's installed packages linked in. */
export function unpackDownload(examplesDir: string, app: string, checkpoint: string | undefined, dir: string): Project {
  rmSync(dir, {recursive: true, force: true});
  const name = checkpoint ? `${app}-${checkpoint}` : app;
  for (const file of archiveFiles(examplesDir, {name, app, checkpoint})) {
    const target = path.join(dir, file.path.slice(name.length + 1));
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, file.data);
  }
  const appDir = path.join(examplesDir, app);
  symlinkSync(path.join(appDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {dir, appDir, uninstalled: new Set()};
}

/** The files under a folder, relative, with their contents (node_modules left out). */
export function treeOf(dir: string): Map<string, string> {
  const tree = new Map<string, string>();
  if (!existsSync(dir)) return tree;
  for (const name of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const file = path.join(dir, name);
    if (name.split(path.sep).includes('node_modules') || !statSync(file).isFile()) continue;
    tree.set(name.split(path.sep).join('/'), readFileSync(file, 'utf8'));
  }
  return tree;
}

/**
 * The files in which the reader's project differs from a project on disk (node_modules left
 * out). What only describes a project is not compared: README.md, checkpoint.json (the download's
 * note of where it came from, which no config reads) and package.json's name and description.
 */
export function differencesFrom(dir: string, reference: string): string[] {
  const describing = new Set(['README.md', 'checkpoint.json']);
  const normal = (file: string, code: string | undefined) => {
    if (file !== 'package.json' || code === undefined) return code;
    const {name: _name, description: _description, ...rest} = JSON.parse(code);
    return JSON.stringify(rest);
  };
  const mine = treeOf(dir);
  const theirs = treeOf(reference);
  return [...new Set([...mine.keys(), ...theirs.keys()])]
    .filter((file) => !describing.has(file))
    .filter((file) => normal(file, mine.get(file)) !== normal(file, theirs.get(file)))
    .sort();
}

/** What happened while following one page, for the test's report. */
export type StepLog = {runs: string[]};

const fileLanguages = new Set(['js', 'jsx', 'ts', 'tsx', 'css', 'json', 'html']);

/**
 * Follows a tutorial page as a reader would, in page order: a titled code block is a file to
 * write (a `fragment` must be followed by a full version of its file before anything is run), a
 * titled `diff` block is a change to apply, and each command of a `bash` block is carried out:
 * `rm` deletes, `npm install` / `npm uninstall` are checked against package.json and the imports,
 * and the commands that run something (`npx tsx <file>`, `npm run dev`, `npm test`) are run or
 * smoke-checked on the project as it is at that point.
 */
export async function followPage(
  mdxFile: string,
  project: Project,
  checks: {
    /** At each `npm test` (with its `PART=n`, if any) the page gives, on the project as it is then. */
    onTest: (project: Project, line: number, command: string) => void | Promise<void>;
    /** What `npm run dev` must show at that point; by default the Fundamentals app's server-render check. */
    onDev?: (project: Project, where: string) => Promise<void>;
    /**
     * The package.json the page's project ends with (the part's checkpoint). `npm install x` of a
     * package the download does not list yet must name one of its dependencies; like npm, the
     * step then adds it to the project's package.json, with that version.
     */
    targetPackageJson?: string;
    /** The steps to follow, when not the page's code blocks as they are (a JavaScript reader's: javascriptReader.ts). */
    steps?: CodeBlock[];
  },
): Promise<StepLog> {
  const blocks = checks.steps ?? extractCodeBlocks(readFileSync(mdxFile, 'utf8'));
  const pendingFragments = new Map<string, number>();
  const log: StepLog = {runs: []};
  const where = (block: CodeBlock) => `${path.basename(mdxFile)}:${block.line}`;
  const assertNoPendingFragments = (block: CodeBlock) => {
    for (const [file, line] of pendingFragments) {
      throw new Error(
        `${where(block)}: the page tells the reader to run something, but the fragment of ${file} (line ${line}) was never followed by the whole file`,
      );
    }
  };
  for (const [index, block] of blocks.entries()) {
    const meta = parseMeta(block.meta);
    // A TypeScript block in a JavaScript project is a side-by-side illustration, not a step.
    const illustration =
      (block.lang === 'ts' || block.lang === 'tsx') && !existsSync(path.join(project.dir, 'tsconfig.json'));
    if (meta.title && fileLanguages.has(block.lang) && !illustration) {
      if (meta.fragment) {
        pendingFragments.set(meta.title, block.line);
        continue;
      }
      const target = path.join(project.dir, meta.title);
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, `${block.code.replace(/\n+$/, '')}\n`);
      pendingFragments.delete(meta.title);
    } else if (meta.title && block.lang === 'diff') {
      const target = path.join(project.dir, meta.title);
      if (!existsSync(target))
        throw new Error(`${where(block)}: a diff for ${meta.title}, which the reader does not have`);
      writeFileSync(target, applyDiff(readFileSync(target, 'utf8'), block.code, where(block)));
    } else if (block.lang === 'bash' || block.lang === 'sh') {
      for (const raw of block.code.split('\n')) {
        const command = raw
          .replace(/^\$\s*/, '')
          .replace(/\s+#.*$/, '')
          .trim();
        if (!command || command.startsWith('#')) continue;
        const words = command.split(/\s+/);
        if (words[0] === 'yarn' || words[0] === 'pnpm' || words[0] === 'cd' || words[0] === 'unzip') continue; // alternatives; setup
        if (words[0] === 'rm') {
          for (const target of words.slice(1).filter((word) => !word.startsWith('-'))) {
            if (!existsSync(path.join(project.dir, target)))
              throw new Error(`${where(block)}: \`${command}\`, but ${target} does not exist`);
            rmSync(path.join(project.dir, target), {recursive: true});
          }
        } else if (words[0] === 'npm' && (words[1] === 'install' || words[1] === 'i')) {
          const packageJson = path.join(project.dir, 'package.json');
          const pkg = JSON.parse(readFileSync(packageJson, 'utf8'));
          const installed = {...pkg.dependencies, ...pkg.devDependencies};
          const target = checks.targetPackageJson
            ? JSON.parse(readFileSync(checks.targetPackageJson, 'utf8'))
            : undefined;
          for (const name of words.slice(2).filter((word) => !word.startsWith('-'))) {
            const bare = name.replace(/(.)@[^/]*$/, '$1');
            if (!(bare in installed)) {
              const field = target?.dependencies?.[bare]
                ? 'dependencies'
                : target?.devDependencies?.[bare]
                  ? 'devDependencies'
                  : undefined;
              if (!field)
                throw new Error(
                  `${where(block)}: \`${command}\`: ${bare} is in neither the project's package.json nor the checkpoint's`,
                );
              pkg[field] = Object.fromEntries(
                Object.entries({...pkg[field], [bare]: target[field][bare]}).sort(([a], [b]) => a.localeCompare(b)),
              );
              writeFileSync(packageJson, `${JSON.stringify(pkg, null, 2)}\n`);
            }
            project.uninstalled.delete(bare);
          }
        } else if (words[0] === 'npm' && (words[1] === 'uninstall' || words[1] === 'remove')) {
          for (const name of words.slice(2)) project.uninstalled.add(name);
        } else if (words[0] === 'npx' && words[1] === 'tsx') {
          assertNoPendingFragments(block);
          await runScript(project, words[2]!, blocks[index + 1], where(block));
          log.runs.push(`${where(block)} ${command}`);
        } else if (command === 'npm run dev') {
          assertNoPendingFragments(block);
          await (checks.onDev ?? smokeApp)(project, where(block));
          log.runs.push(`${where(block)} ${command}`);
        } else if (/^(PART=\d )?npm test$/.test(command)) {
          assertNoPendingFragments(block);
          await checks.onTest(project, block.line, command);
          log.runs.push(`${where(block)} ${command}`);
        } else {
          throw new Error(`${where(block)}: the step test does not know how to follow \`${command}\``);
        }
      }
    }
  }
  const last = blocks[blocks.length - 1];
  if (last) assertNoPendingFragments(last);
  return log;
}

/** `npx tsx <file>`: runs it and compares its output with its `// prints:` comments, or with the `text` block after the command. */
async function runScript(project: Project, file: string, next: CodeBlock | undefined, where: string): Promise<void> {
  const script = path.join(project.dir, file);
  if (!existsSync(script)) throw new Error(`${where}: \`npx tsx ${file}\`, but the reader has no ${file}`);
  let expected = expectedOutput(readFileSync(script, 'utf8'));
  if (expected.length === 0 && next?.lang === 'text')
    expected = next.code
      .replace(/\n+$/, '')
      .split('\n')
      .map((line) => line.trimEnd());
  if (expected.length === 0)
    throw new Error(
      `${where}: ${file} must say what it prints (// prints: comments, or a text block after the command)`,
    );
  assertNoUninstalledImports(project, where);
  const {stdout} = await run(path.join(project.dir, 'node_modules', '.bin', 'tsx'), [file], {
    cwd: project.dir,
    timeout: 20_000,
    env: {...process.env, NODE_ENV: 'development'},
  });
  const actual = stdout
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => line.trimEnd());
  if (actual.join('\n') !== expected.join('\n')) {
    throw new Error(
      `${where}: \`npx tsx ${file}\` printed something else.\nexpected:\n${expected.join('\n')}\nactual:\n${actual.join('\n')}`,
    );
  }
}

/**
 * `npm run dev`: the app must build (every import and export resolves, as Vite's production build
 * checks) and render: App inside <Provider> with the project's store, rendered to HTML on the
 * server, must show the header's input.
 */
async function smokeApp(project: Project, where: string): Promise<void> {
  assertNoUninstalledImports(project, where);
  const vite = (await import(
    pathToFileURL(createRequire(path.join(project.appDir, 'package.json')).resolve('vite')).href
  )) as typeof import('vite');
  try {
    await vite.build({
      root: project.dir,
      logLevel: 'silent',
      build: {outDir: path.join(project.dir, '.step-build'), write: false},
    });
  } catch (error) {
    throw new Error(
      `${where}: \`npm run dev\`: the app does not build: ${(error as Error).message.split('\n').slice(0, 6).join('\n')}`,
      {cause: error},
    );
  }
  writeFileSync(
    path.join(project.dir, 'step-smoke.jsx'),
    [
      "import { renderToString } from 'react-dom/server'",
      "import { Provider } from 'react-redux'",
      "import App from './src/App'",
      "import store from './src/store'",
      'export const html = () => renderToString(<Provider store={store}><App /></Provider>)',
    ].join('\n'),
  );
  const server = await vite.createServer({
    root: project.dir,
    logLevel: 'silent',
    appType: 'custom',
    server: {middlewareMode: true, hmr: false, watch: null},
  });
  try {
    const {html} = (await server.ssrLoadModule('/step-smoke.jsx')) as {html: () => string};
    const rendered = html();
    if (!rendered.includes('What needs to be done?'))
      throw new Error(`${where}: the app renders without its header input:\n${rendered.slice(0, 300)}`);
  } catch (error) {
    throw new Error(
      `${where}: \`npm run dev\`: the app does not render: ${(error as Error).message.split('\n').slice(0, 6).join('\n')}`,
      {cause: error},
    );
  } finally {
    await server.close();
    rmSync(path.join(project.dir, 'step-smoke.jsx'));
  }
}

/** After `npm uninstall x`, no file under src/ may import x any more. */
export function assertNoUninstalledImports(project: Project, where: string): void {
  for (const [file, code] of treeOf(path.join(project.dir, 'src'))) {
    for (const name of project.uninstalled) {
      if (new RegExp(`from\\s+['"]${name.replace(/[/.]/g, '\\$&')}(/[^'"]*)?['"]`).test(code)) {
        throw new Error(`${where}: src/${file} imports ${name}, which the page had the reader uninstall`);
      }
    }
  }
}

import {execFile} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {extractCodeBlocks, parseMeta} from '../../scripts/samples/extract';

const run = promisify(execFile);

/**
 * The TypeScript Quick Start has the reader turn the Quick Start's door counter into TypeScript:
 * a project from Vite's react-ts template, the Quick Start's `src/main.jsx` and `src/App.jsx`
 * copied in as `.tsx`, and the page's files written as they stand. This builds that project from
 * the two pages themselves and runs what the page says succeeds, `npm run build`: the type check
 * of the app's files (`tsc -b` checks tsconfig.app.json's `src/`, and tsconfig.node.json's
 * vite.config.ts, which the page does not touch), then `vite build`.
 *
 * The template's settings (strict, noUnusedLocals, bundler resolution, react-jsx) are those of
 * examples/counter-ts, which was made from it; its installed packages stand in for `npm install`.
 */
const root = path.resolve(__dirname, '../..');
const template = path.join(root, 'examples/counter-ts');
const work = mkdtempSync(path.join(tmpdir(), 'ts-quick-start-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

/** The last version of every titled block of a page: the files the reader has at its end. */
function filesOf(page: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const block of extractCodeBlocks(readFileSync(path.join(root, page), 'utf8'))) {
    const {title, fragment} = parseMeta(block.meta);
    if (title && !fragment && block.lang !== 'diff') files.set(title, block.code);
  }
  return files;
}

function write(dir: string, file: string, code: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  writeFileSync(path.join(dir, file), code.endsWith('\n') ? code : `${code}\n`);
}

/** The template project: its config files, an index.html and vite.config.ts like Vite's, and the packages. */
function templateProject(dir: string): void {
  for (const file of ['tsconfig.json', 'tsconfig.app.json', 'tsconfig.node.json', 'src/vite-env.d.ts']) {
    write(dir, file, readFileSync(path.join(template, file), 'utf8'));
  }
  write(
    dir,
    'vite.config.ts',
    "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react'\n\nexport default defineConfig({\n  plugins: [react()],\n})\n",
  );
  write(
    dir,
    'index.html',
    '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
  );
  // Each package linked one by one, so tsc's build info (node_modules/.tmp) stays in this project.
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(template, 'node_modules'))) {
    if (entry === '.tmp' || entry === '.vite') continue;
    symlinkSync(path.join(template, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
}

async function build(dir: string, {bundle}: {bundle: boolean}): Promise<{ok: boolean; output: string}> {
  const bin = (name: string) => path.join(template, 'node_modules', '.bin', name);
  try {
    await run(bin('tsc'), ['-p', 'tsconfig.app.json'], {cwd: dir});
    if (bundle)
      await run(bin('vite'), ['build', '--logLevel', 'error', '--outDir', path.join(dir, 'dist')], {cwd: dir});
    return {ok: true, output: ''};
  } catch (error) {
    const {stdout = '', stderr = '', message} = error as {stdout?: string; stderr?: string; message: string};
    return {ok: false, output: `${stdout}${stderr}` || message};
  }
}

describe('the TypeScript Quick Start, followed in a react-ts project', () => {
  const quickStart = filesOf('docs/tutorials/quick-start.mdx');
  const typescript = filesOf('docs/tutorials/typescript-quick-start.mdx');

  it('gives complete .ts and .tsx files, and the Quick Start gives main.jsx and App.jsx', () => {
    expect([...typescript.keys()].sort()).toEqual([
      'src/app/hooks.ts',
      'src/app/store.ts',
      'src/features/visitors/DoorCounter.tsx',
      'src/features/visitors/visitorsSlice.ts',
    ]);
    for (const [file, code] of typescript) expect(code, `${file} leaves nothing out`).not.toMatch(/Shortened|…/);
    expect(quickStart.has('src/main.jsx') && quickStart.has('src/App.jsx')).toBe(true);
  });

  it('builds: the type check, then vite build', async () => {
    const dir = path.join(work, 'my-app');
    templateProject(dir);
    write(dir, 'src/main.tsx', quickStart.get('src/main.jsx')!);
    write(dir, 'src/App.tsx', quickStart.get('src/App.jsx')!);
    for (const [file, code] of typescript) write(dir, file, code);
    const result = await build(dir, {bundle: true});
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  }, 300_000);

  it('fails when a file the page gives is missing (the check can fail)', async () => {
    const dir = path.join(work, 'without-hooks');
    templateProject(dir);
    write(dir, 'src/main.tsx', quickStart.get('src/main.jsx')!);
    write(dir, 'src/App.tsx', quickStart.get('src/App.jsx')!);
    for (const [file, code] of typescript) if (file !== 'src/app/hooks.ts') write(dir, file, code);
    const result = await build(dir, {bundle: false});
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/Cannot find module '\.\.\/\.\.\/app\/hooks'/);
  }, 300_000);
});

import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {ArchiveFile} from './zip';

/** What the site offers for download: one archive per example app and per tutorial checkpoint. */
export type ArchiveSpec = {
  /** The archive's name: `<app>` or `<app>-<checkpoint>`; the file is `/downloads/<name>.zip`. */
  name: string;
  app: string;
  checkpoint?: string;
};

/** Names left out wherever they occur: installed packages, build output, caches. */
const EXCLUDED = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  '.vite',
  '.cache',
  '.tmp',
  'test-results',
  'playwright-report',
  '.DS_Store',
]);
const excluded = (name: string) => EXCLUDED.has(name) || name.endsWith('.tsbuildinfo') || name.endsWith('.log');

/** Every archive for the example apps under `examplesDir` (each folder with a package.json). */
export function listArchives(examplesDir: string): ArchiveSpec[] {
  const specs: ArchiveSpec[] = [];
  for (const app of readdirSync(examplesDir).sort()) {
    if (!existsSync(path.join(examplesDir, app, 'package.json'))) continue;
    specs.push({name: app, app});
    const checkpoints = path.join(examplesDir, app, 'checkpoints');
    if (!existsSync(checkpoints)) continue;
    for (const checkpoint of readdirSync(checkpoints).sort()) {
      if (statSync(path.join(checkpoints, checkpoint)).isDirectory())
        specs.push({name: `${app}-${checkpoint}`, app, checkpoint});
    }
  }
  return specs;
}

/** The files under `dir` (relative paths, forward slashes), without the excluded names. */
function filesUnder(dir: string, skip: (relative: string) => boolean = () => false): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), {withFileTypes: true})) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (excluded(entry.name) || skip(child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.set(child, path.join(dir, child));
    }
  };
  walk('');
  return found;
}

/**
 * The files of one archive, each under a top-level folder named after the archive.
 *
 * - An app archive is the app's folder without its `checkpoints/`.
 * - A checkpoint with its own package.json is a complete project: the archive is that folder.
 * - A checkpoint without one holds only what differs from the app (e.g. its `src/`): the archive
 *   is the app's folder with each top-level entry of the checkpoint replacing the app's entry of
 *   the same name (a checkpoint's `src/` replaces the whole `src/`).
 *
 * Checkpoint archives also get `checkpoint.json` (which app and checkpoint they are, so the
 * project's own config can adapt) and, unless the checkpoint has its own, a short README.md.
 */
export function archiveFiles(examplesDir: string, spec: ArchiveSpec): ArchiveFile[] {
  const appDir = path.join(examplesDir, spec.app);
  const sources = new Map<string, string>();
  if (!spec.checkpoint) {
    for (const [relative, file] of filesUnder(appDir, (child) => child === 'checkpoints')) sources.set(relative, file);
  } else {
    const checkpointDir = path.join(appDir, 'checkpoints', spec.checkpoint);
    const overlay = filesUnder(checkpointDir);
    const complete = overlay.has('package.json');
    if (!complete) {
      const replaced = new Set([...overlay.keys()].map((relative) => relative.split('/')[0]!));
      // The app's README describes the app and all its checkpoints; a generated one replaces it.
      const skip = (child: string) =>
        child === 'checkpoints' || child === 'README.md' || replaced.has(child.split('/')[0]!);
      for (const [relative, file] of filesUnder(appDir, skip)) sources.set(relative, file);
    }
    for (const [relative, file] of overlay) sources.set(relative, file);
  }
  const files: ArchiveFile[] = [...sources].map(([relative, file]) => ({
    path: `${spec.name}/${relative}`,
    data: readFileSync(file),
  }));
  if (spec.checkpoint) {
    const info = {
      app: spec.app,
      checkpoint: spec.checkpoint,
      source: `examples/${spec.app}/checkpoints/${spec.checkpoint}`,
    };
    files.push({path: `${spec.name}/checkpoint.json`, data: Buffer.from(`${JSON.stringify(info, null, 2)}\n`)});
    if (!sources.has('README.md'))
      files.push({path: `${spec.name}/README.md`, data: Buffer.from(checkpointReadme(spec, sources))});
  }
  return files;
}

const scriptHelp: Record<string, string> = {
  dev: 'start the development server',
  test: 'run the tests',
  build: 'build for production into dist/',
  preview: 'serve the production build',
  typecheck: 'type-check the code',
};

function checkpointReadme(spec: ArchiveSpec, sources: Map<string, string>): string {
  const pkg = JSON.parse(readFileSync(sources.get('package.json')!, 'utf8')) as {
    description?: string;
    scripts?: Record<string, string>;
  };
  const scripts = Object.keys(pkg.scripts ?? {}).filter((name) => name in scriptHelp);
  const command = (name: string) => (name === 'test' ? 'npm test' : `npm run ${name}`);
  const width = Math.max(16, ...scripts.map((name) => command(name).length + 1));
  const commands = ['npm install', ...scripts.map((name) => command(name).padEnd(width) + `# ${scriptHelp[name]}`)];
  return [
    `# ${spec.name}`,
    '',
    `Checkpoint \`${spec.checkpoint}\` of the example app \`${spec.app}\` from the Redux documentation site: the app as it stands at that point of the tutorial, packed as a project of its own.${pkg.description ? ` (${pkg.description}.)` : ''}`,
    '',
    'Source: `' +
      `examples/${spec.app}/checkpoints/${spec.checkpoint}` +
      "` in the documentation's repository. `checkpoint.json` says the same for tools.",
    '',
    '```sh',
    ...commands,
    '```',
    '',
  ].join('\n');
}

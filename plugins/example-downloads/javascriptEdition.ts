import path from 'node:path';
import {javascriptFile, javascriptName, typescriptLanguage} from '../javascript-twins/javascriptFile';
import {archiveFiles, type ArchiveSpec} from './archives';
import type {ArchiveFile} from './zip';

/** A JavaScript edition's archive is named after its TypeScript one with this suffix: `trailmates-part-3-js`. */
export const javascriptSuffix = '-js';

/** Files a JavaScript project has no use for: the compiler's settings and declaration files. */
const typescriptOnlyFile = (file: string) =>
  /(^|\/)tsconfig[^/]*\.json$/.test(file) || /\.d\.[cm]?ts$/.test(file) || file.endsWith('.tsbuildinfo');
/** Packages only TypeScript needs: the compiler and type declarations. */
const typescriptOnlyPackage = (name: string) => name === 'typescript' || name.startsWith('@types/');
/** Files whose text names other files of the project (configs, the page that loads the app). */
const namesFiles = (file: string) => /(^|\/)[^/]*\.config\.[cm]?[jt]s$/.test(file) || file.endsWith('.html');

/** Whether an archive (paths relative to its folder) is a TypeScript project. */
export function isTypeScriptProject(files: ArchiveFile[]): boolean {
  return files.some((file) => typescriptLanguage(file.path) !== undefined);
}

/**
 * File names in a text, TypeScript's changed to JavaScript's: `src/main.tsx` → `src/main.jsx`,
 * `setup.ts` → `setup.js`, and globs' `{ts,tsx}` → `{js,jsx}`. Declaration files are left alone.
 */
export function javascriptReferences(text: string): string {
  return text
    .replace(/(?<!\.d)\.([cm]?)ts(x?)\b/g, '.$1js$2')
    .replace(/\{((?:[cm]?tsx?,)+[cm]?tsx?)\}/g, (_all, list: string) => `{${list.replace(/ts(x?)/g, 'js$1')}}`);
}

/**
 * The JavaScript edition of a TypeScript project, from the files of its archive (paths relative
 * to the archive's folder): every `.ts`/`.tsx` file becomes `.js`/`.jsx` with its types erased and
 * Prettier in the site's style (../javascript-twins/javascriptFile, the same conversion as the
 * tutorials' diff twins; a file of types alone is left out); tsconfig files and declaration files
 * are dropped; package.json loses `typescript` and `@types/*` and every `tsc` command, and with
 * the lockfile keeps only what the rest still needs; configs and index.html name the renamed
 * files; the README says which edition this is. Everything else is copied as it is.
 */
export async function javascriptEdition(files: ArchiveFile[], typescriptName: string): Promise<ArchiveFile[]> {
  const edition: ArchiveFile[] = [];
  let droppedScripts: string[] = [];
  for (const file of files) {
    const lang = typescriptLanguage(file.path);
    if (typescriptOnlyFile(file.path)) continue;
    if (lang) {
      let code: string;
      try {
        code = await javascriptFile(file.data.toString('utf8'), lang);
      } catch (error) {
        throw new Error(`${typescriptName}/${file.path}: no JavaScript edition: ${(error as Error).message}`, {
          cause: error,
        });
      }
      if (code === '') continue;
      const name = javascriptName(file.path);
      edition.push({path: name, data: Buffer.from(namesFiles(name) ? javascriptReferences(code) : code)});
    } else if (path.posix.basename(file.path) === 'package.json') {
      const {json, dropped} = javascriptPackageJson(file.data.toString('utf8'));
      droppedScripts = [...droppedScripts, ...dropped];
      edition.push({path: file.path, data: Buffer.from(json)});
    } else if (namesFiles(file.path)) {
      edition.push({path: file.path, data: Buffer.from(javascriptReferences(file.data.toString('utf8')))});
    } else {
      edition.push(file);
    }
  }
  for (const [index, file] of edition.entries()) {
    if (file.path === 'package-lock.json') {
      const pkg = edition.find((candidate) => candidate.path === 'package.json');
      if (pkg)
        edition[index] = {
          path: file.path,
          data: Buffer.from(prunedLockfile(file.data.toString('utf8'), pkg.data.toString('utf8'))),
        };
    } else if (file.path === 'README.md') {
      edition[index] = {
        path: file.path,
        data: Buffer.from(javascriptReadme(file.data.toString('utf8'), typescriptName, droppedScripts)),
      };
    }
  }
  return edition;
}

/**
 * The files of the JavaScript edition of one archive (./archives), under a folder named like it
 * (`trailmates-part-3-js/…`); `undefined` when the archive is not a TypeScript project.
 */
export async function javascriptArchiveFiles(
  examplesDir: string,
  spec: ArchiveSpec,
): Promise<ArchiveFile[] | undefined> {
  const prefix = `${spec.name}/`;
  const files = archiveFiles(examplesDir, spec).map((file) => ({
    path: file.path.slice(prefix.length),
    data: file.data,
  }));
  if (!isTypeScriptProject(files)) return undefined;
  const edition = await javascriptEdition(files, spec.name);
  return edition.map((file) => ({path: `${spec.name}${javascriptSuffix}/${file.path}`, data: file.data}));
}

type PackageJson = {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/**
 * package.json without TypeScript: no `typescript` or `@types/*` package, no `tsc` command (a
 * script of nothing else, and every script named `typecheck…`, goes, and so does running one),
 * script arguments that name `.ts` files renamed. Returns the names of the scripts it dropped.
 */
export function javascriptPackageJson(text: string): {json: string; dropped: string[]} {
  const pkg = JSON.parse(text) as PackageJson;
  for (const field of ['dependencies', 'devDependencies'] as const) {
    if (pkg[field])
      pkg[field] = Object.fromEntries(Object.entries(pkg[field]).filter(([name]) => !typescriptOnlyPackage(name)));
  }
  const dropped: string[] = [];
  if (pkg.scripts) {
    const commands = (script: string) => script.split(/\s*&&\s*/);
    const isTypeCheck = (command: string) => /^(npx\s+)?tsc(\s|$)/.test(command);
    for (const [name, script] of Object.entries(pkg.scripts)) {
      if (name.startsWith('typecheck') || commands(script).every(isTypeCheck)) dropped.push(name);
    }
    const runsDropped = (command: string) =>
      dropped.some((name) =>
        new RegExp(`^npm run ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`).test(command),
      );
    pkg.scripts = Object.fromEntries(
      Object.entries(pkg.scripts)
        .filter(([name]) => !dropped.includes(name))
        .map(([name, script]) => [
          name,
          javascriptReferences(
            commands(script)
              .filter((command) => !isTypeCheck(command) && !runsDropped(command))
              .join(' && '),
          ),
        ]),
    );
  }
  return {json: `${JSON.stringify(pkg, null, 2)}\n`, dropped};
}

type Lockfile = {packages?: Record<string, LockEntry>};
type LockEntry = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, {optional?: boolean}>;
};

/**
 * The lockfile of the JavaScript edition: the root lists what the new package.json lists, and
 * only the packages still reachable from it stay (as npm resolves them: a package's own
 * node_modules first, then each folder above). So `npm ci` installs the same versions as the
 * TypeScript edition, less the compiler and the type declarations.
 */
export function prunedLockfile(lockText: string, packageJsonText: string): string {
  const lock = JSON.parse(lockText) as Lockfile;
  const pkg = JSON.parse(packageJsonText) as PackageJson;
  const packages = lock.packages;
  if (!packages?.['']) return lockText;
  const root = packages[''];
  for (const field of ['dependencies', 'devDependencies'] as const) {
    // In the lockfile's order (npm sorts them there), as npm would write it.
    if (root[field])
      root[field] = Object.fromEntries(
        Object.entries(root[field]).filter(([name]) => pkg[field]?.[name] !== undefined),
      );
  }
  const reachable = new Set<string>(['']);
  const queue = [''];
  const resolve = (from: string, name: string): string | undefined => {
    for (let dir = from; ;) {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!dir) return undefined;
      const at = dir.lastIndexOf('node_modules/');
      dir = at <= 0 ? '' : dir.slice(0, at - 1);
    }
  };
  while (queue.length > 0) {
    const location = queue.shift()!;
    const entry = packages[location]!;
    const peers = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !entry.peerDependenciesMeta?.[name]?.optional,
    );
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...peers,
      ...(location === '' ? Object.keys(entry.devDependencies ?? {}) : []),
    ];
    for (const name of names) {
      const found = resolve(location, name);
      if (found && !reachable.has(found)) {
        reachable.add(found);
        queue.push(found);
      }
    }
  }
  lock.packages = Object.fromEntries(Object.entries(packages).filter(([location]) => reachable.has(location)));
  return `${JSON.stringify(lock, null, 2)}\n`;
}

/**
 * The README of a JavaScript edition: a note first on what it is, then the TypeScript edition's
 * README with the renamed files' names and without the commands of the scripts it dropped.
 */
export function javascriptReadme(text: string, typescriptName: string, droppedScripts: string[]): string {
  const note = [
    `> **JavaScript edition.** This is \`${typescriptName}${javascriptSuffix}\`, generated from the TypeScript project \`${typescriptName}\` by the Redux documentation site: the types are erased, \`.ts\`/\`.tsx\` files are \`.js\`/\`.jsx\`, and TypeScript's compiler, settings and type packages are left out, so there is no type-checking step. Where the text below speaks of types, it describes the TypeScript edition.`,
    '',
  ];
  const dropped = new Set(droppedScripts);
  const lines = javascriptReferences(text)
    .split('\n')
    .filter((line) => {
      const run = /^\s*npm run ([\w:.-]+)/.exec(line);
      return !run || !dropped.has(run[1]!);
    });
  const title = lines[0]?.startsWith('# ') ? 1 : 0;
  return [
    ...lines.slice(0, title),
    ...(title ? [''] : []),
    ...note,
    ...lines.slice(title).join('\n').replace(/^\n+/, '').split('\n'),
  ].join('\n');
}

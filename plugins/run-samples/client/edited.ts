/**
 * Turns a block the reader edited into the module the worker runs (see ../README.md), loaded with
 * the first run of edited code: TypeScript loses its types (sucrase's `typescript` transform,
 * which keeps every line where it was, so an error's line is the editor's line; type errors are
 * the sample checker's job, not the runner's), JavaScript is only parsed (to report a syntax
 * error with its line before anything runs), and each import is pointed to a full URL: the page's
 * other compiled files, as the block's built module imports them, and the packages' bundle.
 */
import {transform} from 'sucrase';
import {importSpecifiers} from './jsTokens';
import type {RunManifest} from './manifest';

export type Prepared = {code: string} | {error: string; line?: number; column?: number};

/** What a module is compiled from: the page's folder URL and the block's module in it. */
export type EditedBlock = {folder: string; entry: string; manifest: RunManifest};

/**
 * Strips a block's types (`ts`) or only parses it (`js`); a syntax error comes back with its place.
 * With `jsx` (a `.tsx` or `.jsx` file), JSX becomes calls to `react/jsx-runtime`, as the checker's
 * compiler emits them (`jsx: react-jsx`); the import goes on the first line, so lines stay put.
 */
export function stripTypes(code: string, language: 'ts' | 'js', jsx = false): Prepared {
  try {
    const result = transform(code, {
      transforms: [...(language === 'ts' ? (['typescript'] as const) : []), ...(jsx ? (['jsx'] as const) : [])],
      jsxRuntime: 'automatic',
      // `react/jsx-runtime`, not the development runtime that the checker's compiler does not use.
      production: true,
      // Modern syntax stays as written: the browser runs it.
      disableESTransforms: true,
    });
    return {code: result.code};
  } catch (error) {
    const {message, loc} = error as Error & {loc?: {line: number; column: number}};
    // Sucrase ends its message with the place, " (2:7)", as in `loc`: said apart here.
    const text = message.replace(/\s*\(\d+:\d+\)$/, '');
    return loc ? {error: `SyntaxError: ${text}`, line: loc.line, column: loc.column} : {error: `SyntaxError: ${text}`};
  }
}

/** `a/b/../c` → `a/c`, for paths without a leading slash. */
function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const extensions = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js', '/index.jsx'];

/**
 * Where an import of the edited block points: a file of the page's project that the build compiled
 * (resolved as the build resolves it, from the block's own file name), or a package of the bundle.
 */
export function resolveImport(specifier: string, block: EditedBlock, base: string): string | {error: string} {
  const {manifest, folder, entry} = block;
  if (!specifier.startsWith('.')) {
    const url = manifest.packages[specifier];
    return url
      ? new URL(url, base).href
      : {
          error: `the runner can import ${Object.keys(manifest.packages).join(', ')} and the page's files, not ${specifier}`,
        };
  }
  const variant = entry.slice(0, entry.indexOf('/') + 1);
  const source = manifest.modules[entry]?.source ?? '';
  const joined = normalize(`${source.split('/').slice(0, -1).join('/')}/${specifier}`);
  const candidates = extensions.map((extension) => joined + extension);
  if (joined.endsWith('.js')) candidates.push(joined.replace(/\.js$/, '.ts'), joined.replace(/\.js$/, '.tsx'));
  for (const candidate of candidates)
    for (const [module, info] of Object.entries(manifest.modules))
      if (module.startsWith(variant) && info.source === candidate) return new URL(`${folder}${module}`, base).href;
  return {error: `${specifier} is not one of the page's files that the runner has (those the page's samples import)`};
}

/** The module to run for a block's edited code, or the error to show, with its line. */
export function prepareEdited(code: string, block: EditedBlock, base: string): Prepared {
  const source = block.manifest.modules[block.entry]?.source ?? '';
  const stripped = stripTypes(code, block.entry.startsWith('ts/') ? 'ts' : 'js', /\.[jt]sx$/.test(source));
  if (!('code' in stripped)) return stripped;
  let out = '';
  let at = 0;
  for (const specifier of importSpecifiers(stripped.code)) {
    const target = resolveImport(specifier.text, block, base);
    if (typeof target !== 'string') {
      const line = stripped.code.slice(0, specifier.start).split('\n').length;
      return {error: `Cannot import: ${target.error}`, line};
    }
    out += stripped.code.slice(at, specifier.start) + JSON.stringify(target);
    at = specifier.end;
  }
  return {code: out + stripped.code.slice(at)};
}

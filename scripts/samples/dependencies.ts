import {existsSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type {SampleFile, SampleProblem} from './project';

/**
 * A sample may import only packages its project lists in package.json. Type-checking alone
 * cannot catch the others: npm hoists every transitive dependency (Redux under Redux Toolkit,
 * Immer, Reselect…) into node_modules, so such an import resolves here, and in a reader's npm
 * project, by accident, while pnpm's strict layout, a lint rule or a later upgrade breaks it.
 */

/** The package a bare import specifier names (`@reduxjs/toolkit/query` → `@reduxjs/toolkit`), or undefined for a relative path or a Node built-in. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return builtinModules.includes(name) ? undefined : name;
}

/** The package.json of a page's project: the nearest one at or above `dir`, up to the repository root. */
export function projectManifest(dir: string, repoRoot: string): string {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const manifest = path.join(current, 'package.json');
    if (existsSync(manifest)) return manifest;
    if (current === path.resolve(repoRoot) || current === path.dirname(current))
      return path.join(repoRoot, 'package.json');
  }
}

/** Every package a package.json lists, in any of its dependency fields. */
export function declaredPackages(manifest: string): Set<string> {
  const json = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string> | undefined>;
  const fields = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
  return new Set(fields.flatMap((field) => Object.keys(json[field] ?? {})));
}

/**
 * The imports (static, dynamic, `export … from`, `require`) of the page's own blocks that name a
 * package the manifest does not list, reported at the import's line.
 */
export function undeclaredImports(files: SampleFile[], manifest: string, repoRoot: string): SampleProblem[] {
  const declared = declaredPackages(manifest);
  const shownAs = path.relative(repoRoot, manifest);
  return files.flatMap((file) =>
    ts.preProcessFile(file.code, true, true).importedFiles.flatMap(({fileName, pos}) => {
      const name = packageOf(fileName);
      if (name === undefined || declared.has(name)) return [];
      const line = file.source.line + file.code.slice(0, pos).split('\n').length - 1;
      return [
        {
          file: file.source.file,
          line,
          message: `imports "${fileName}", but ${shownAs} does not list "${name}" as a dependency: a reader's project would not have it. Import it from a package the project lists, or add the package there.`,
        },
      ];
    }),
  );
}

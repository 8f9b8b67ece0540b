import ts from 'typescript';
import path from 'node:path';
import type {SampleFile, SampleProblem} from './project';

/** Compiler options for samples: what a reader's strict Vite + React + TypeScript app uses. */
export const sampleCompilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  esModuleInterop: true,
  skipLibCheck: true,
  noFallthroughCasesInSwitch: true,
  allowImportingTsExtensions: false,
  resolveJsonModule: true,
  // JavaScript samples: parsed always, type-checked when they are files of a page's project.
  allowJs: true,
  checkJs: true,
  // Docusaurus itself depends on react-router 5, which therefore owns node_modules/react-router.
  // The tutorials' apps use React Router 7, installed under an npm alias for the samples.
  paths: {'react-router': [path.resolve('node_modules/react-router-v7')]},
};

/**
 * Type-checks every page's project in one TypeScript program. Each page's files are placed under
 * `<rootDir>/<page>/` (a folder inside the repository, so `@reduxjs/toolkit` and friends resolve
 * to the pinned packages in node_modules) but served from memory. A page listed in `projectDirs`
 * (its `sample_project` front matter) is laid over that example project: an import that the
 * page's own files cannot satisfy resolves as it would from the same file in the project.
 */
export function typecheckSamples(
  rootDir: string,
  pages: Map<string, SampleFile[]>,
  projectDirs: Map<string, string> = new Map(),
): SampleProblem[] {
  const fallbackDirs = new Map([...projectDirs].map(([page, dir]) => [path.join(rootDir, pageFolder(page)), dir]));
  // TypeScript samples are checked in strict mode; JavaScript samples like an editor checks a
  // plain .js file (checkJs without strict), in a second program over the same files.
  return [
    ...runProgram(rootDir, pages, fallbackDirs, sampleCompilerOptions, (file) => !isJavaScript(file)),
    ...runProgram(
      rootDir,
      pages,
      fallbackDirs,
      {...sampleCompilerOptions, strict: false, noImplicitAny: false},
      isJavaScript,
    ),
  ];
}

function isJavaScript(fileName: string): boolean {
  return /\.(jsx?|mjs)$/.test(fileName);
}

function runProgram(
  rootDir: string,
  pages: Map<string, SampleFile[]>,
  fallbackDirs: Map<string, string>,
  options: ts.CompilerOptions,
  reportFor: (fileName: string) => boolean,
): SampleProblem[] {
  const virtual = new Map<string, SampleFile>();
  for (const [page, files] of pages) {
    for (const file of files) virtual.set(path.join(rootDir, pageFolder(page), file.name), file);
  }
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => virtual.get(path.resolve(name))?.code ?? readFile(name);
  host.fileExists = (name) => virtual.has(path.resolve(name)) || fileExists(name);
  // The page folders exist only in memory; module resolution must still see them as directories.
  const virtualDirs = new Set([...virtual.keys()].flatMap((file) => ancestors(path.dirname(file))));
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (dir) => virtualDirs.has(path.resolve(dir)) || (directoryExists?.(dir) ?? false);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const sample = virtual.get(path.resolve(name));
    if (sample) return ts.createSourceFile(name, sample.code, languageVersion, true);
    return getSourceFile(name, languageVersion, onError, shouldCreate);
  };
  // For a page with `sample_project`, an import that fails (a file of the app the page does not
  // show, a package the site does not pin) is resolved again as if the importing file were at the
  // same path in that example project. Packages both have (React, Redux…) resolve from the
  // repository; TypeScript shares one copy of a package when name and version match.
  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), host.getCanonicalFileName, options);
  host.resolveModuleNameLiterals = (
    literals,
    containingFile,
    redirectedReference,
    compilerOptions,
    containingSourceFile,
  ) =>
    literals.map((literal) => {
      const mode = ts.getModeForUsageLocation(containingSourceFile, literal, compilerOptions);
      const resolve = (from: string) =>
        ts.resolveModuleName(literal.text, from, compilerOptions, host, cache, redirectedReference, mode);
      const resolved = resolve(containingFile);
      const pageDir = resolved.resolvedModule
        ? undefined
        : [...fallbackDirs.keys()].find((dir) => path.resolve(containingFile).startsWith(dir + path.sep));
      return pageDir
        ? resolve(path.join(fallbackDirs.get(pageDir)!, path.relative(pageDir, path.resolve(containingFile))))
        : resolved;
    });
  const program = ts.createProgram([...virtual.keys()], options, host);
  const ours = program
    .getSourceFiles()
    .filter((source) => virtual.has(path.resolve(source.fileName)) && reportFor(source.fileName));
  const typeChecked = ours.filter((source) => virtual.get(path.resolve(source.fileName))?.typeCheck);
  const diagnostics = [
    ...ours.flatMap((source) => program.getSyntacticDiagnostics(source)),
    ...typeChecked.flatMap((source) => program.getSemanticDiagnostics(source)),
    ...(reportFor('global.ts') ? program.getGlobalDiagnostics() : []),
  ];
  return diagnostics
    .filter((diagnostic) => !isStrictOnlyInJavaScript(diagnostic))
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
      const sample = diagnostic.file ? virtual.get(path.resolve(diagnostic.file.fileName)) : undefined;
      if (!diagnostic.file || !sample || diagnostic.start === undefined) {
        return {file: diagnostic.file?.fileName ?? '(compiler)', line: 0, message: `TS${diagnostic.code}: ${message}`};
      }
      const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return {
        file: sample.source.file,
        line: sample.source.line + line,
        message: `TS${diagnostic.code} in block ${sample.name} (col ${character + 1}): ${message}`,
      };
    });
}

/**
 * JavaScript samples are checked the way an editor checks JavaScript (checkJs without strict):
 * wrong names, wrong arguments and wrong types fail; missing annotations and possibly-null values,
 * which plain JavaScript cannot express, do not.
 */
function isStrictOnlyInJavaScript(diagnostic: ts.Diagnostic): boolean {
  if (!diagnostic.file || !isJavaScript(diagnostic.file.fileName)) return false;
  const implicitAny = diagnostic.code >= 7000 && diagnostic.code < 7100;
  const possiblyNullish = [2531, 2532, 2533, 18047, 18048, 18049].includes(diagnostic.code);
  // Values whose type plain JavaScript cannot state: the store's state in a selector is
  // `unknown`, and an untyped dispatch does not know about thunks.
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  const untypable =
    diagnostic.code === 18046 ||
    (diagnostic.code === 2339 && /on type 'unknown'/.test(text)) ||
    (diagnostic.code === 2345 &&
      /parameter of type '(UnknownAction|Action<string>|AnyAction)'/.test(
        ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
      ));
  // Redux Toolkit in plain JavaScript: an entity adapter made without a type argument holds
  // `{ id: EntityId }` entities, and a `prepare` callback's `{ payload }` lacks the optional
  // `meta` and `error` that TypeScript code gets from the inferred types.
  const untypedToolkit =
    (diagnostic.code === 2339 && /on type '(WritableNonArrayDraft<)?\{ id: EntityId; \}>?'/.test(text)) ||
    (diagnostic.code === 2322 && /Omit<PayloadAction</.test(text));
  return implicitAny || possiblyNullish || untypable || untypedToolkit;
}

function ancestors(dir: string): string[] {
  const parent = path.dirname(dir);
  return parent === dir ? [dir] : [dir, ...ancestors(parent)];
}

/** The folder name of a page's project: its source path made safe for a directory name. */
export function pageFolder(page: string): string {
  return page.replace(/\.(mdx?|tsx?)$/, '').replace(/[^a-zA-Z0-9_-]+/g, '__');
}

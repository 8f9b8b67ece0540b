/** What a page's folder of compiled samples tells the runner (`manifest.json`, written by ../pageModules.ts). */
export type RunManifest = {
  /** Each module (its path in the folder): the project file it was compiled from, and for each of its lines that file's line. */
  modules: Record<string, {source: string; lines: number[]}>;
  /** Each run block's module: what its `// prints:` comments say, and the files a run fetches before its clock starts. */
  entries: Record<string, {expected: string[]; files: string[]}>;
};

/** What a page's folder of compiled samples tells the runner (`manifest.json`, written by ../pageModules.ts). */
export type RunManifest = {
  /** The worker's URL (content-hashed, under `run-samples/worker/`). */
  worker: string;
  /** Each package a sample may import → its module's URL: what an edited block's imports point to. */
  packages: Record<string, string>;
  /** Each module (its path in the folder): the project file it was compiled from, and for each of its lines that file's line. */
  modules: Record<string, {source: string; lines: number[]}>;
  /** Each run block's module: what its `// prints:` comments say, and the files a run fetches before its clock starts. */
  entries: Record<string, {expected: string[]; files: string[]}>;
};

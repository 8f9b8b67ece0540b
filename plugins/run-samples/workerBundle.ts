import {createHash} from 'node:crypto';
import path from 'node:path';
import {build} from 'esbuild';

export type WorkerBundle = {
  /** The worker's file name, content-hashed: `run-worker-<hash>.js`. */
  name: string;
  text: string;
};

let worker: Promise<WorkerBundle> | undefined;

/**
 * The runner's worker (client/runWorker.ts), bundled on its own rather than by the site's bundler,
 * so that it is served from a path of its own, `run-samples/worker/`, where build/_headers gives
 * it the worker's policy (./workerPolicy.ts, README "Content-Security-Policy"). A classic script:
 * it imports the samples' modules with `import()`. Made once per process.
 */
export function workerBundle(): Promise<WorkerBundle> {
  worker ??= build({
    entryPoints: [path.join(__dirname, 'client', 'runWorker.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => {
    const text = result.outputFiles[0]!.text;
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
    return {name: `run-worker-${hash}.js`, text};
  });
  return worker;
}

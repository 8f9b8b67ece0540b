import path from 'node:path';
import type {Options} from './options';

/** Where the runner's files are written before the build, and the URLs they are served at. */
export function runSamplesPaths(options: Pick<Options, 'baseUrl' | 'cacheDir'>) {
  return {
    packagesDir: path.join(options.cacheDir, 'packages'),
    pagesDir: path.join(options.cacheDir, 'pages'),
    /** The folder of the build (and of the dev server) that holds them, under the base URL. */
    urlPrefix: `${options.baseUrl}run-samples/`,
    packagesUrl: `${options.baseUrl}run-samples/packages/`,
    pagesUrl: `${options.baseUrl}run-samples/pages/`,
    /** The worker's folder: a path of its own, for its own policy (./workerPolicy.ts). */
    workerUrl: `${options.baseUrl}run-samples/worker/`,
  };
}

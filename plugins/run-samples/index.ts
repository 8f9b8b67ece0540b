import {existsSync} from 'node:fs';
import {cp, mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {devServerFiles} from '../_shared/devServerFiles';
import {ownFile} from '../_shared/ownFile';
import {validateOptions, type Options} from './options';
import {packageBundle} from './packages';
import {runSamplesPaths} from './paths';
import {workerBundle} from './workerBundle';

/** Every HTML file under a folder. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The Run buttons of the `run` samples (see README.md). The remark half (./remarkRunSamples.ts)
 * compiles each page's samples and puts the buttons in its markup; this side ships the listener
 * that loads the runner on a first click, and copies the packages' bundle and the compiled
 * samples of the pages the build made into `build/run-samples/`.
 */
export default function runSamples(_context: LoadContext, options: Options): Plugin {
  const paths = runSamplesPaths(options);
  return {
    name: 'run-samples',
    getClientModules() {
      return [ownFile(__dirname, 'client', 'runButtons.ts'), ownFile(__dirname, 'client', 'runButtons.css')];
    },
    configureWebpack(config, isServer) {
      // Under `docusaurus start` the same files are served from where the remark half wrote them.
      return devServerFiles('run-samples', config, isServer, async (pathname) => {
        if (!pathname.startsWith(paths.urlPrefix)) return undefined;
        const relative = pathname.slice(paths.urlPrefix.length);
        if (relative.split('/').includes('..')) return undefined;
        if (relative.startsWith('worker/')) {
          const worker = await workerBundle();
          return relative === `worker/${worker.name}` ? {body: worker.text, type: 'text/javascript'} : undefined;
        }
        if (relative.startsWith('packages/')) {
          const text = (await packageBundle(options.siteDir)).files.get(relative.slice('packages/'.length));
          return text === undefined ? undefined : {body: text, type: 'text/javascript'};
        }
        const file = path.join(paths.pagesDir, relative.slice('pages/'.length));
        if (!relative.startsWith('pages/') || !existsSync(file)) return undefined;
        return {body: await readFile(file), type: file.endsWith('.json') ? 'application/json' : 'text/javascript'};
      });
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, 'run-samples');
      const bundle = await packageBundle(options.siteDir);
      await mkdir(path.join(target, 'packages'), {recursive: true});
      for (const [name, text] of bundle.files) await writeFile(path.join(target, 'packages', name), text);
      const worker = await workerBundle();
      await mkdir(path.join(target, 'worker'), {recursive: true});
      await writeFile(path.join(target, 'worker', worker.name), worker.text);
      // The folders the built pages name: the cache also holds those of earlier builds.
      const folders = new Set<string>();
      for (const file of await htmlFiles(outDir))
        for (const match of (await readFile(file, 'utf8')).matchAll(
          /data-run-sample="?[^"\s>]*\/pages\/([0-9a-f]+)\//g,
        ))
          folders.add(match[1]!);
      for (const folder of folders) {
        const from = path.join(paths.pagesDir, folder);
        if (!existsSync(path.join(from, 'manifest.json')))
          throw new Error(
            `run-samples: the compiled samples ${folder} that a page names are missing from ${paths.pagesDir}; delete node_modules/.cache and build again`,
          );
        await cp(from, path.join(target, 'pages', folder), {recursive: true});
      }
    },
  };
}

runSamples.validateOptions = validateOptions;

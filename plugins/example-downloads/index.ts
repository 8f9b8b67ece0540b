import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {archiveFiles, listArchives} from './archives';
import {javascriptArchiveFiles, javascriptSuffix} from './javascriptEdition';
import {writeZip} from './zip';
import {ownFile} from '../_shared/ownFile';
import {devServerFiles} from '../_shared/devServerFiles';

/** What pages can read (usePluginData('example-downloads')): every archive the build serves. */
export type ExampleDownloadsData = {
  /** Each archive's size: this data is in every page's script, so it holds only what pages show. */
  archives: Record<string, {bytes: number}>;
};

/** The folder under the site's output where the archives go; their URL is `/<folder>/<name>.zip`. */
export const DOWNLOADS_FOLDER = 'downloads';

/**
 * Packs every example app under examples/, and every tutorial checkpoint under
 * examples/<app>/checkpoints/, as a .zip of its source files (no node_modules, no build output),
 * and writes them to build/downloads/<name>.zip. See README.md for the URL scheme.
 */
export default function exampleDownloads(context: LoadContext): Plugin {
  const examplesDir = path.join(context.siteDir, 'examples');
  return {
    name: 'example-downloads',
    // The <ExampleDownload> pages import as @theme/ExampleDownload (./theme/ExampleDownload).
    getThemePath() {
      return ownFile(__dirname, 'theme');
    },
    // Packing takes well under a second; doing it here lets pages know every archive's size.
    async loadContent() {
      const zips = new Map<string, Buffer>();
      for (const spec of listArchives(examplesDir)) {
        zips.set(spec.name, writeZip(archiveFiles(examplesDir, spec)));
        // A TypeScript project also comes as its JavaScript edition, `<name>-js` (./javascriptEdition.ts).
        const edition = await javascriptArchiveFiles(examplesDir, spec);
        if (edition) zips.set(`${spec.name}${javascriptSuffix}`, writeZip(edition));
      }
      return zips;
    },
    async contentLoaded({content, actions}) {
      const archives: ExampleDownloadsData['archives'] = {};
      for (const [name, zip] of content as Map<string, Buffer>) {
        archives[name] = {bytes: zip.length};
      }
      actions.setGlobalData({archives} satisfies ExampleDownloadsData);
    },
    // Under `docusaurus start`, the same archives at the same addresses, packed on each request
    // from the apps' current files (the build writes them in postBuild, which the dev server skips).
    configureWebpack(config, isServer) {
      const prefix = `${context.baseUrl}${DOWNLOADS_FOLDER}/`;
      return devServerFiles('example-downloads', config, isServer, async (pathname) => {
        if (!pathname.startsWith(prefix) || !pathname.endsWith('.zip')) return undefined;
        const name = pathname.slice(prefix.length, -'.zip'.length);
        for (const spec of listArchives(examplesDir)) {
          if (name === spec.name) return {type: 'application/zip', body: writeZip(archiveFiles(examplesDir, spec))};
          if (name === `${spec.name}${javascriptSuffix}`) {
            const edition = await javascriptArchiveFiles(examplesDir, spec);
            return edition && {type: 'application/zip', body: writeZip(edition)};
          }
        }
        return undefined;
      });
    },
    async postBuild({content, outDir}) {
      const dir = path.join(outDir, DOWNLOADS_FOLDER);
      await mkdir(dir, {recursive: true});
      const zips = content as Map<string, Buffer>;
      await Promise.all([...zips].map(([name, zip]) => writeFile(path.join(dir, `${name}.zip`), zip)));
    },
  };
}

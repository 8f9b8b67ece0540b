import {mkdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseMeta, type CodeBlock} from '../../scripts/samples/extract';
import {diffTwins} from '../../plugins/javascript-twins/diffTwins';
import {hasTypeScriptSyntax, toJavaScript} from '../../plugins/javascript-twins/toJavaScript';
import {twinMeta, wantsTwin} from '../../plugins/javascript-twins/remarkJavaScriptTwins';
import {
  javascriptArchiveFiles,
  javascriptReferences,
  javascriptSuffix,
} from '../../plugins/example-downloads/javascriptEdition';
import type {Project} from './followSteps';

/**
 * The Trailmates checkpoints whose JavaScript editions javascriptEditions.test.ts builds and
 * tests as a reader gets them (besides the finished app's).
 */
export const javascriptCheckpointsTestedInFull = ['part-3', 'part-4'];

/**
 * Unpacks the JavaScript edition of a download (`<name>-js.zip`, as the site serves it) into
 * `dir`, with the app's installed packages linked in (a superset of what the edition lists).
 */
export async function unpackJavaScriptDownload(
  examplesDir: string,
  app: string,
  checkpoint: string | undefined,
  dir: string,
): Promise<Project> {
  rmSync(dir, {recursive: true, force: true});
  const name = checkpoint ? `${app}-${checkpoint}` : app;
  const files = await javascriptArchiveFiles(examplesDir, {name, app, checkpoint});
  if (!files) throw new Error(`${name} is not a TypeScript project: it has no JavaScript edition`);
  const prefix = `${name}${javascriptSuffix}/`;
  for (const file of files) {
    const target = path.join(dir, file.path.slice(prefix.length));
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, file.data);
  }
  const appDir = path.join(examplesDir, app);
  symlinkSync(path.join(appDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {dir, appDir, uninstalled: new Set()};
}

/**
 * A page's steps as a JavaScript reader sees them, for followPage: each TypeScript file the page
 * shows is its JavaScript tab (the twin, or the sample as it is when it has no TypeScript syntax;
 * a file of types alone is no step), each diff of a TypeScript file is its JavaScript twin (a
 * types-only step is no step), `rm` removes the JavaScript files. Made with the same functions as
 * the site's tabs (plugins/javascript-twins), so this follows what the page shows.
 */
export async function javascriptSteps(
  blocks: CodeBlock[],
  baseDir: string | undefined,
  where: string,
): Promise<CodeBlock[]> {
  const twins = await diffTwins(blocks, {baseDir, where});
  const steps: CodeBlock[] = [];
  for (const [index, block] of blocks.entries()) {
    const meta = parseMeta(block.meta);
    const twin = twins[index];
    if (twin) {
      if (twin.kind === 'diff') steps.push({...block, meta: twinMeta(block.meta), code: twin.diff});
    } else if ((block.lang === 'ts' || block.lang === 'tsx') && meta.title && meta.fragment) {
      // A fragment is shown, not followed: it only says that the whole file comes later.
      steps.push({...block, lang: block.lang === 'tsx' ? 'jsx' : 'js', meta: twinMeta(block.meta)});
    } else if ((block.lang === 'ts' || block.lang === 'tsx') && meta.title) {
      const typescript = hasTypeScriptSyntax(block.code, block.lang);
      const javascript = typescript ? await toJavaScript(block.code, block.lang) : block.code;
      if (javascript === undefined) continue;
      // A sample marked ts-only shows no JavaScript tab: the reader has only the TypeScript.
      const shown = typescript && !wantsTwin(block.lang, block.meta) ? block.code : javascript;
      steps.push({...block, lang: block.lang === 'tsx' ? 'jsx' : 'js', meta: twinMeta(block.meta), code: shown});
    } else if (block.lang === 'bash' || block.lang === 'sh') {
      steps.push({
        ...block,
        code: block.code.replace(/^(\s*(?:\$\s*)?rm\s.*)$/gm, (line) => javascriptReferences(line)),
      });
    } else {
      steps.push(block);
    }
  }
  return steps;
}

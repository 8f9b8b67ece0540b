import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {validatedOptions} from '../_shared/withOptions';
import {checkedLanguages, parseMeta} from '../../scripts/samples/extract';
import {schema, type Options} from './options';
import {packageBundle} from './packages';
import {workerBundle} from './workerBundle';
import {pageRun, type RunBlock, type Variant} from './pageModules';
import {runSamplesPaths} from './paths';

/** The parts of an mdast node this plugin reads and writes. */
type Node = {
  type: string;
  name?: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  attributes?: unknown[];
  children?: Node[];
};

const isRunBlock = (node: Node | undefined): node is Node => {
  if (node?.type !== 'code' || !node.lang || !checkedLanguages[node.lang]) return false;
  const meta = parseMeta(node.meta ?? '');
  return meta.run && !meta.fragment;
};

/** Each page's compiled samples, by its source: the client and the server compilations both ask. */
const runs = new Map<string, ReturnType<typeof pageRun>>();

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/**
 * A remark plugin, after the JavaScript twins and the highlighter: every `run` block, and its
 * JavaScript twin, gets a Run button under it (see README.md). The page's samples are compiled
 * here (./pageModules.ts) into the folder the button names; the button is plain markup, and a
 * small listener (./client/runButtons.ts) loads the runner on the first click.
 */
export default function remarkRunSamples(input: Options) {
  const options = validatedOptions<Options>('remarkRunSamples', schema, input);
  const paths = runSamplesPaths(options);
  return async (tree: Node, file: {path?: string}) => {
    if (!file.path) return;
    const source = await readFile(file.path, 'utf8');
    const page = path.relative(options.siteDir, file.path).split(path.sep).join('/');
    const key = `${page}\0${source}`;
    if (!runs.has(key))
      runs.set(
        key,
        Promise.all([packageBundle(options.siteDir), workerBundle()]).then(([bundle, worker]) =>
          pageRun(options.siteDir, page, source, bundle, paths.packagesUrl, `${paths.workerUrl}${worker.name}`),
        ),
      );
    const run = await runs.get(key)!;
    if (!run) return;
    const folder = path.join(paths.pagesDir, run.folder);
    if (!existsSync(path.join(folder, 'manifest.json'))) {
      for (const [name, text] of run.files) {
        await mkdir(path.dirname(path.join(folder, name)), {recursive: true});
        await writeFile(path.join(folder, name), text);
      }
    }
    const folderUrl = `${paths.pagesUrl}${run.folder}/`;
    const blocks = [...run.blocks];
    /** How an error names a block: the page and the block's first line. */
    const theBlock = (node: Node) => `${page}: the run block starting "${node.value?.split('\n')[0]}"`;
    const next = (node: Node): RunBlock => {
      const block = blocks.shift();
      if (!block || block.code !== node.value)
        throw new Error(`${theBlock(node)} is not where the sample checker found it`);
      // Every run block has its button (README.md, "For writers"): one that cannot run in a
      // browser stops the build, naming what it imports.
      if (block.unsupported)
        throw new Error(
          `run-samples: ${theBlock(node)} can have no Run button: ${block.unsupported} (add the package to runnablePackages in plugins/run-samples/packages.ts)`,
        );
      return block;
    };
    const wrap = (node: Node, entry: string | undefined): Node => {
      if (entry === undefined) throw new Error(`run-samples: ${theBlock(node)} has no module to run in this tab`);
      return {
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [
          attribute('className', 'run-sample'),
          attribute('data-run-sample', folderUrl),
          attribute('data-run-entry', entry),
        ],
        children: [
          node,
          {
            type: 'mdxJsxFlowElement',
            name: 'div',
            attributes: [attribute('className', 'run-sample__bar')],
            children: [
              {
                type: 'mdxJsxFlowElement',
                name: 'button',
                attributes: [
                  attribute('type', 'button'),
                  attribute('className', 'button button--sm button--secondary run-sample__edit'),
                ],
                children: [{type: 'text', value: 'Edit'}],
              },
              {
                type: 'mdxJsxFlowElement',
                name: 'button',
                attributes: [
                  attribute('type', 'button'),
                  attribute('className', 'button button--sm button--primary run-sample__run'),
                ],
                children: [{type: 'text', value: 'Run'}],
              },
            ],
          },
        ],
      };
    };
    const visit = (parent: Node) => {
      parent.children?.forEach((node, index) => {
        const children = node.children;
        if (node.type === 'mdxJsxFlowElement' && node.name === 'LanguageTabs' && isRunBlock(children?.[0])) {
          const block = next(children[0]!);
          const tabs: Variant[] = ['ts', 'js'];
          node.children = children.map((child, tab) => wrap(child, block.entries[tabs[tab]!]));
        } else if (isRunBlock(node)) {
          const block = next(node);
          const language = checkedLanguages[node.lang!];
          parent.children![index] = wrap(node, block.entries[language === 'ts' || language === 'tsx' ? 'ts' : 'js']);
        } else visit(node);
      });
    };
    visit(tree);
    if (blocks.length > 0)
      throw new Error(`${page}: ${blocks.length} run block(s) of the page were not found in its tree`);
  };
}

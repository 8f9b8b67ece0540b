import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {applyDiff} from './applyDiff';
import {javascriptFile, javascriptName, typescriptLanguage} from './javascriptFile';
import {makeDiff} from './makeDiff';

/** A code block of a page, in page order: its language, meta and code. */
export type PageBlock = {lang: string | null | undefined; meta: string | null | undefined; code: string};

/**
 * The JavaScript side of a step-by-step `diff` block of a TypeScript file:
 * - `diff`: the change in the JavaScript file (`title` names it: `.ts` → `.js`, `.tsx` → `.jsx`);
 * - `types-only`: the step changes only types, so a JavaScript reader has nothing to do (`title`
 *   is then the TypeScript file's).
 */
export type DiffTwin = {kind: 'diff'; title: string; diff: string} | {kind: 'types-only'; title: string};

/** The front matter that names the folder a tutorial page's project starts from. */
export const sampleBase = 'sample_base';

const titlePattern = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const titleOf = (meta: string | null | undefined) => {
  const found = titlePattern.exec(meta ?? '');
  return found ? (found[1] ?? found[2] ?? found[3]) : undefined;
};
const words = (meta: string | null | undefined) =>
  (meta ?? '').replace(/\b\w+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ').split(/\s+/);

/**
 * The folder a page's `sample_base` names (`examples/trailmates/checkpoints/part-3`), found
 * relative to the site: the nearest folder above the page that holds it.
 */
export function resolveSampleBase(base: unknown, pageFile: string | undefined): string | undefined {
  if (typeof base !== 'string' || !base) return undefined;
  if (pageFile) {
    for (let dir = path.dirname(path.resolve(pageFile)); ; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, base))) return path.join(dir, base);
      if (path.dirname(dir) === dir) break;
    }
  }
  if (existsSync(path.resolve(base))) return path.resolve(base);
  throw new Error(`${pageFile ?? 'a page'}: its sample_base ${base} does not exist`);
}

/**
 * The JavaScript twin of every titled `diff` block of a TypeScript file on a page, in page order
 * (`undefined` for every other block). A diff's twin is the diff between the JavaScript of its
 * file before the step and after it (./javascriptFile, ./makeDiff), or the page's diff itself when
 * that applies to the JavaScript and gives the same result. The file before the step is
 * the page's last full block of that file, or the last diff's result, or else the file in the
 * page's `sample_base` folder, as the sample checker and the tutorial replay follow a page.
 * A diff marked `ts-only`, or a `fragment`, gets no twin.
 */
export async function diffTwins(
  blocks: PageBlock[],
  options: {baseDir?: string; where?: string} = {},
): Promise<Array<DiffTwin | undefined>> {
  const where = options.where ?? 'a page';
  const current = new Map<string, string>();
  const fileBefore = (title: string): string | undefined => {
    if (current.has(title)) return current.get(title);
    const file = options.baseDir ? path.join(options.baseDir, title) : undefined;
    return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const twins: Array<Promise<DiffTwin> | undefined> = [];
  for (const block of blocks) {
    const title = titleOf(block.meta);
    const meta = words(block.meta);
    if (!title || meta.includes('fragment')) {
      twins.push(undefined);
      continue;
    }
    if (block.lang !== 'diff') {
      current.set(title, block.code);
      twins.push(undefined);
      continue;
    }
    const before = fileBefore(title);
    if (before === undefined)
      throw new Error(`${where}: a diff for ${title}, which neither the page before it nor its sample_base has`);
    const after = applyDiff(before, block.code, `${where}: the diff for ${title}`);
    current.set(title, after);
    const lang = typescriptLanguage(title);
    // `ts-only`, as for any sample (remarkJavaScriptTwins's typescriptOnly, not imported: it imports this).
    twins.push(lang && !meta.includes('ts-only') ? diffTwin(title, lang, before, after, block.code, where) : undefined);
  }
  return Promise.all(twins);
}

async function diffTwin(
  title: string,
  lang: 'ts' | 'tsx',
  before: string,
  after: string,
  typescriptDiff: string,
  where: string,
): Promise<DiffTwin> {
  let javascriptBefore: string;
  let javascriptAfter: string;
  try {
    [javascriptBefore, javascriptAfter] = await Promise.all([
      javascriptFile(before, lang),
      javascriptFile(after, lang),
    ]);
  } catch (error) {
    throw new Error(`${where}: the diff for ${title} has no JavaScript twin: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (javascriptBefore === javascriptAfter) return {kind: 'types-only', title};
  // A file of types alone has no JavaScript file: a step that gives it code, or takes all its
  // code away, would need the reader to create or delete the file, which no page asks yet.
  if (javascriptBefore === '' || javascriptAfter === '') {
    throw new Error(
      `${where}: the diff for ${title} ${javascriptBefore === '' ? 'gives code to a file of types alone' : 'leaves a file of types alone'}; show the whole file instead, so the JavaScript reader gets the whole file too`,
    );
  }
  // A step whose lines have no types often reads the same in JavaScript: then both tabs show the
  // page's own diff, with the hunks and context its author chose.
  let same: string | undefined;
  try {
    same = applyDiff(javascriptBefore, typescriptDiff, where);
  } catch {
    same = undefined;
  }
  const diff = same === javascriptAfter ? typescriptDiff : makeDiff(javascriptBefore, javascriptAfter);
  return {kind: 'diff', title: javascriptName(title), diff: diff.replace(/\n+$/, '')};
}

/** The parts of an mdast node the tree helpers below read. */
type TreeNode = {type: string; lang?: string | null; meta?: string | null; value?: string; children?: TreeNode[]};

/**
 * The twins of a page's diff blocks (diffTwins), keyed by their mdast `code` nodes: for the
 * remark plugin and for the page's Markdown (plugins/page-markdown), which show them the same.
 */
export async function diffTwinsOfTree<T extends TreeNode>(
  tree: T,
  page: {frontMatter?: Record<string, unknown>; path?: string},
): Promise<Map<T, DiffTwin>> {
  const codes: T[] = [];
  const walk = (node: T) => {
    if (node.type === 'code') codes.push(node);
    (node.children as T[] | undefined)?.forEach(walk);
  };
  walk(tree);
  const found = new Map<T, DiffTwin>();
  if (!codes.some((node) => node.lang === 'diff' && typescriptLanguage(titleOf(node.meta) ?? ''))) return found;
  const baseDir = resolveSampleBase(page.frontMatter?.[sampleBase], page.path);
  const twins = await diffTwins(
    codes.map((node) => ({lang: node.lang, meta: node.meta, code: node.value ?? ''})),
    {baseDir, where: page.path},
  );
  twins.forEach((twin, index) => twin && found.set(codes[index]!, twin));
  return found;
}

/** What the JavaScript tab of a types-only step says, as mdast: one sentence naming the file. */
export function typesOnlyNote(twin: {title: string}): TreeNode {
  return {
    type: 'paragraph',
    children: [
      {type: 'text', value: 'Nothing to change in JavaScript: this step changes only the types in '},
      {type: 'inlineCode', value: twin.title},
      {type: 'text', value: '.'},
    ],
  };
}

/**
 * A diff twin as the mdast node the JavaScript tab shows: the JavaScript diff (the TypeScript
 * diff's meta, with the JavaScript file as its title), or the types-only sentence.
 */
export function diffTwinNode(twin: DiffTwin, meta: string | null | undefined): TreeNode {
  if (twin.kind === 'types-only') return typesOnlyNote(twin);
  return {
    type: 'code',
    lang: 'diff',
    meta: (meta ?? '').replace(titlePattern, `title="${twin.title}"`),
    value: twin.diff,
  };
}

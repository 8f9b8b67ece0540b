import {parse} from 'acorn';
import {toJavaScript} from './toJavaScript';
import {ownFile} from '../_shared/ownFile';
import {diffTwinNode, diffTwinsOfTree} from './diffTwins';

/** The parts of an mdast node this plugin reads and writes. */
type Node = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  name?: string;
  attributes?: unknown[];
  children?: Node[];
  data?: Record<string, unknown>;
};

/** The meta word that keeps a TypeScript sample without a JavaScript twin (a sample about types). */
export const typescriptOnly = 'ts-only';
/** Front matter that turns twins off for a whole page (a page about TypeScript itself). */
export const pageOptOut = 'javascript_twins';

const componentName = 'LanguageTabs';
/** The tabs' module, by path: the compiled page imports it from this plugin (./client/LanguageTabs). */
const componentSource = ownFile(__dirname, 'client', 'LanguageTabs', 'index.tsx');

/** Whether a sample gets a twin: TypeScript, not marked TypeScript-only, not a deliberate fragment. */
export function wantsTwin(lang: string | null | undefined, meta: string | null | undefined): lang is 'ts' | 'tsx' {
  const words = (meta ?? '').replace(/\b\w+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ').split(/\s+/);
  return (lang === 'ts' || lang === 'tsx') && !words.includes(typescriptOnly) && !words.includes('fragment');
}

/** The twin's meta: the same, with a `title="….ts"` that names the JavaScript file. */
export function twinMeta(meta: string | null | undefined): string {
  return (meta ?? '').replace(
    /\btitle=(["']?)([^"'\s]*?)\.(ts|tsx)\1/,
    (_all, quote: string, name: string, ext: string) => `title=${quote}${name}.${ext === 'tsx' ? 'jsx' : 'js'}${quote}`,
  );
}

/**
 * A remark plugin, before the build-time highlighter: every TypeScript sample gets a JavaScript
 * twin generated from it (./toJavaScript), and the two are shown as TypeScript / JavaScript tabs
 * (./client/LanguageTabs). A step-by-step `diff` block of a TypeScript file gets the diff
 * of its file's JavaScript before and after the step (./diffTwins). Samples marked `ts-only`,
 * fragments, and pages with `javascript_twins: false` in their front matter keep TypeScript alone.
 */
export default function remarkJavaScriptTwins() {
  return async (tree: Node, file: {data?: {frontMatter?: Record<string, unknown>}; path?: string}) => {
    if (file.data?.frontMatter?.[pageOptOut] === false) return;
    let twins = 0;
    const diffs = await diffTwinsOfTree(tree, {frontMatter: file.data?.frontMatter, path: file.path});
    const visit = async (parent: Node) => {
      if (!parent.children) return;
      for (let index = 0; index < parent.children.length; index++) {
        const node = parent.children[index]!;
        if (node.type === 'code' && wantsTwin(node.lang, node.meta)) {
          let javascript: string | undefined;
          try {
            javascript = await toJavaScript(node.value ?? '', node.lang);
          } catch (error) {
            throw new Error(
              `${file.path ?? 'a page'}: the TypeScript sample starting "${(node.value ?? '').split('\n')[0]}" has no JavaScript twin: ${(error as Error).message}`,
              {cause: error},
            );
          }
          if (javascript === undefined) continue;
          twins++;
          const twin: Node = {
            type: 'code',
            lang: node.lang === 'tsx' ? 'jsx' : 'js',
            meta: twinMeta(node.meta),
            value: javascript,
          };
          parent.children[index] = {
            type: 'mdxJsxFlowElement',
            name: componentName,
            attributes: [],
            children: [node, twin],
          };
        } else if (node.type === 'code' && diffs.has(node)) {
          twins++;
          const diff = diffs.get(node)!;
          // A diff's JavaScript is drawn only once a reader shows it (LanguageTabs' deferJavaScript,
          // given its line count to keep its place): the long tutorials stay within their weight.
          const defer =
            diff.kind === 'diff'
              ? [{type: 'mdxJsxAttribute', name: 'deferJavaScript', value: String(diff.diff.split('\n').length)}]
              : [];
          parent.children[index] = {
            type: 'mdxJsxFlowElement',
            name: componentName,
            attributes: defer,
            children: [node, diffTwinNode(diff, node.meta) as Node],
          };
        } else {
          await visit(node);
        }
      }
    };
    await visit(tree);
    if (twins === 0) return;
    const source = `import ${componentName} from ${JSON.stringify(componentSource)};`;
    tree.children?.unshift({
      type: 'mdxjsEsm',
      value: source,
      data: {estree: parse(source, {ecmaVersion: 'latest', sourceType: 'module'})},
    });
  };
}

import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkStringify from 'remark-stringify';
import {toJavaScript} from '../javascript-twins/toJavaScript';
import {pageOptOut, twinMeta, wantsTwin} from '../javascript-twins/remarkJavaScriptTwins';
import {diffTwinNode, diffTwinsOfTree} from '../javascript-twins/diffTwins';

/** The parts of an mdast (with MDX and directive) node this module reads and writes. */
type Node = {
  type: string;
  name?: string | null;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  alt?: string;
  depth?: number;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: Node[];
  data?: {directiveLabel?: boolean};
};

export type PageSource = {
  /** The page's MDX source. */
  source: string;
  /** Its front-matter title, which becomes the Markdown's one h1. */
  title: string;
  /** Its front-matter description, given under the title. */
  description?: string;
  /** Its front matter, for the JavaScript-twin opt-out. */
  frontMatter?: Record<string, unknown>;
  /** The MDX file, to find the folder its `sample_base` names (for the diff blocks' twins). */
  file?: string;
  /** The folder the site's `static/` files come from, to read a diagram's title. */
  staticDir: string;
  /** The site's base URL, for diagram and download links. */
  baseUrl: string;
};

const text = (value: string): Node => ({type: 'text', value});
const strong = (value: string): Node => ({type: 'strong', children: [text(value)]});
const paragraph = (...children: Node[]): Node => ({type: 'paragraph', children});
const attribute = (node: Node, name: string): string | undefined => {
  const found = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};
const admonitionNames: Record<string, string> = {
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  note: 'Note',
  danger: 'Danger',
};

/**
 * A heading's words without the spaces that stood before a dropped part: a heading followed by
 * its fixed-id comment leaves `Title `, which Markdown would have to write as `Title&#x20;`.
 */
function trimEnds(children: Node[]): Node[] {
  const trimmed = children.map((child) => ({...child}));
  const first = trimmed[0];
  const last = trimmed.at(-1);
  if (first?.type === 'text') first.value = first.value?.trimStart();
  if (last?.type === 'text') last.value = last.value?.trimEnd();
  return trimmed.filter((child) => child.type !== 'text' || child.value !== '');
}

/** What a diagram says in words: the `<title>` of its SVG file. */
function diagramTitle(file: string): string {
  const svg = readFileSync(file, 'utf8');
  const title = /<title[^>]*>([\s\S]*?)<\/title>/.exec(svg)?.[1];
  if (!title) throw new Error(`${file} has no <title>, so its diagram has no words for the page's Markdown`);
  return title
    .replace(/\s+/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * A page's Markdown for readers' tools and LLMs, from the same MDX source the page is built from:
 * the front-matter title as the h1, imports and comments dropped, tabs as consecutive fenced
 * blocks under their labels, each TypeScript sample followed by its JavaScript twin (as the page
 * shows them), admonitions as blockquotes, diagrams as their words with a link to the picture,
 * the site's components as the plain Markdown they stand for. A component this module does not
 * know fails the build: nothing of a page goes missing silently.
 */
export async function toMarkdown(page: PageSource): Promise<string> {
  const tree = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkDirective)
    .use(remarkGfm)
    .use(remarkFrontmatter)
    .parse(page.source) as Node;
  const images = new Map<string, string>();
  const twins = page.frontMatter?.[pageOptOut] !== false;
  const diffs = twins
    ? await diffTwinsOfTree(tree, {frontMatter: page.frontMatter, path: page.file})
    : new Map<Node, never>();

  const convertChildren = async (nodes: Node[] = []): Promise<Node[]> => (await Promise.all(nodes.map(convert))).flat();

  async function convert(node: Node): Promise<Node[]> {
    switch (node.type) {
      case 'yaml':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxjsEsm': {
        for (const match of (node.value ?? '').matchAll(
          /import\s+(\w+)\s+from\s+['"]@site\/static\/([^'"]+\.svg)['"]/g,
        )) {
          images.set(match[1]!, match[2]!);
        }
        return [];
      }
      case 'code': {
        const meta = /\btitle=(["'])(.*?)\1/.exec(node.meta ?? '');
        const block: Node = {
          type: 'code',
          lang: node.lang,
          meta: meta ? `title="${meta[2]}"` : null,
          value: node.value,
        };
        const diff = diffs.get(node);
        if (diff)
          return [
            paragraph(strong('TypeScript')),
            block,
            paragraph(strong('JavaScript')),
            diffTwinNode(diff, block.meta) as Node,
          ];
        if (!twins || !wantsTwin(node.lang, node.meta)) return [block];
        const javascript = await toJavaScript(node.value ?? '', node.lang);
        if (javascript === undefined) return [block];
        const twinTitle = /\btitle=(["'])(.*?)\1/.exec(twinMeta(node.meta));
        return [
          paragraph(strong('TypeScript')),
          block,
          paragraph(strong('JavaScript')),
          {
            type: 'code',
            lang: node.lang === 'tsx' ? 'jsx' : 'js',
            meta: twinTitle ? `title="${twinTitle[2]}"` : null,
            value: javascript,
          },
        ];
      }
      case 'containerDirective': {
        const label = node.children?.[0]?.data?.directiveLabel ? node.children[0] : undefined;
        const body = await convertChildren(label ? node.children!.slice(1) : node.children);
        const heading = label
          ? await convertChildren(label.children)
          : [text(admonitionNames[node.name ?? ''] ?? node.name ?? '')];
        return [{type: 'blockquote', children: [paragraph({type: 'strong', children: heading}), ...body]}];
      }
      case 'leafDirective':
      case 'textDirective':
        // Not directives on this site: a colon that the directive syntax read (`a:b`). Keep the words.
        return [text(`:${node.name ?? ''}`), ...(await convertChildren(node.children))];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return convertElement(node);
      case 'heading':
        return [{...node, children: trimEnds(await convertChildren(node.children))}];
      case 'image':
        // A picture in two variants (`#gh-light-mode-only` and `#gh-dark-mode-only`): the light one.
        if (node.url?.endsWith('#gh-dark-mode-only')) return [];
        return [{...node, url: node.url?.replace(/#gh-light-mode-only$/, '')}];
      default:
        if (node.children) return [{...node, children: await convertChildren(node.children)}];
        return [node];
    }
  }

  async function convertElement(node: Node): Promise<Node[]> {
    const name = node.name ?? '';
    const flow = node.type === 'mdxJsxFlowElement';
    const children = await convertChildren(node.children);
    const image = images.get(name);
    if (image) {
      const alt = diagramTitle(path.join(page.staticDir, image));
      const picture: Node = {type: 'image', url: `${page.baseUrl}${image}`, alt};
      return flow ? [paragraph(picture)] : [picture];
    }
    switch (name) {
      case 'Tabs':
        return children;
      case 'TabItem':
        return [paragraph(strong(attribute(node, 'label') ?? attribute(node, 'value') ?? 'Tab')), ...children];
      case 'details':
        return [{type: 'blockquote', children}];
      case 'summary':
        return [
          paragraph({
            type: 'strong',
            children: children.flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child])),
          }),
        ];
      case 'ExampleDownload': {
        const archive = attribute(node, 'name');
        const link: Node = {
          type: 'link',
          url: `${page.baseUrl}downloads/${archive}.zip`,
          children: children.length ? children : [text(`${archive}.zip`)],
        };
        return flow ? [paragraph(link)] : [link];
      }
      case 'ThemedImage': {
        // A picture in a light and a dark variant, as sources={{light: useBaseUrl('/img/…'), dark: …}}: the light one.
        const sources = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'sources')
          ?.value as {value?: string} | undefined;
        const light = /\blight:\s*useBaseUrl\(\s*(['"])\/(.+?)\1\s*\)/.exec(sources?.value ?? '')?.[2];
        if (!light)
          throw new Error(
            "<ThemedImage> needs sources={{light: useBaseUrl('/img/…'), dark: …}} (plugins/page-markdown/toMarkdown.ts)",
          );
        const picture: Node = {type: 'image', url: `${page.baseUrl}${light}`, alt: attribute(node, 'alt') ?? ''};
        return flow ? [paragraph(picture)] : [picture];
      }
      case 'RulePriority': {
        const level = attribute(node, 'level');
        const label = level === 'essential' ? 'Essential' : level === 'strong' ? 'Strongly recommended' : 'Recommended';
        return [paragraph(strong(`Priority: ${label}`))];
      }
      case 'VideoCard': {
        const title = attribute(node, 'title') ?? 'Video';
        const youtubeId = attribute(node, 'youtubeId');
        const url = attribute(node, 'href') ?? (youtubeId ? `https://www.youtube.com/watch?v=${youtubeId}` : undefined);
        const byline = [attribute(node, 'author'), attribute(node, 'duration'), attribute(node, 'provider')]
          .filter(Boolean)
          .join(' · ');
        const heading: Node = {
          type: 'heading',
          depth: 3,
          children: [url ? {type: 'link', url, children: [text(title)]} : text(title)],
        };
        return [heading, ...(byline ? [paragraph({type: 'emphasis', children: [text(byline)]})] : []), ...children];
      }
      default:
        // Plain HTML elements written in JSX (`<kbd>`, `<br />`): their content, without the tag.
        if (/^[a-z]/.test(name)) return children;
        throw new Error(`<${name}> has no plain-Markdown form (plugins/page-markdown/toMarkdown.ts)`);
    }
  }

  const body = await convertChildren(tree.children);
  const heading: Node = {type: 'heading', depth: 1, children: [text(page.title)]};
  const intro = page.description ? [{type: 'blockquote', children: [paragraph(text(page.description))]}] : [];
  const markdown = unified()
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'})
    .stringify({type: 'root', children: [heading, ...intro, ...body]} as unknown as Root);
  return `${markdown.trim()}\n`;
}

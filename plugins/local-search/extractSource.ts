import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {createSlugger} from '@docusaurus/utils';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {IndexedPage} from './client/indexFormat';
import {SectionBuilder, pageWeight} from './sections';

/** What this module reads of the docs plugin's loaded content. */
export type DocsContent = {
  loadedVersions: Array<{
    versionName: string;
    docs: Array<{
      id: string;
      title: string;
      description: string;
      source: string;
      permalink: string;
      frontMatter: {keywords?: unknown};
    }>;
    sidebars: Record<string, SidebarItem[]>;
  }>;
};
type SidebarItem = {
  type: string;
  label?: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type?: string; id?: string};
};

type MdastNode = {type: string; value?: string; depth?: number; url?: string; children?: MdastNode[]};

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm);

/** The plain text of a node, without MDX expressions (comments) or JSX attributes. */
function plainText(node: MdastNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  return (node.children ?? []).map(plainText).join('');
}

/** The heading's id: the first `#id` of a trailing `{/* #id *\/}` comment, else its slug. */
function headingId(heading: MdastNode, slug: (text: string) => string): string {
  const last = heading.children?.at(-1);
  const comment =
    last?.type === 'mdxTextExpression' ? /^\s*\/\*\s*#([A-Za-z0-9_-]+)/.exec(last.value ?? '')?.[1] : undefined;
  return comment ?? slug(plainText(heading).trim());
}

const paragraphLike = new Set([
  'paragraph',
  'listItem',
  'tableCell',
  'tableRow',
  'blockquote',
  'mdxJsxFlowElement',
  'list',
  'table',
]);

/**
 * Reads one Markdown/MDX source into sections, as extractPage reads built HTML: prose apart from
 * code, sections at h2/h3 with the ids Docusaurus gives them. What components render (tables from
 * data, the error codes) is not in the source, so the dev server's index lacks it.
 */
export function extractSource(markdown: string, page: Omit<IndexedPage, 's' | 'w'>): IndexedPage {
  const tree = parser.parse(markdown) as MdastNode;
  const builder = new SectionBuilder();
  const slugger = createSlugger();
  const slug = (text: string) => slugger.slug(text);
  const walk = (node: MdastNode, inLink: boolean): void => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'html':
        return;
      case 'heading':
        if (node.depth === 2 || node.depth === 3) {
          const codes = (node.children ?? [])
            .filter((child) => child.type === 'inlineCode')
            .map((child) => child.value ?? '');
          builder.startSection(node.depth, headingId(node, slug), plainText(node), codes);
        }
        return;
      case 'code':
        builder.addCode(node.value ?? '');
        return;
      case 'table':
        // The header row is prose; each other row a fragment of its own, as extractPage reads a <tr> of <td>s.
        (node.children ?? []).forEach((row, index) => {
          if (index > 0) builder.startRow();
          walk(row, inLink);
          builder.endWord();
          if (index > 0) builder.endRow();
        });
        return;
      case 'text':
      case 'inlineCode':
        builder.addProse(node.value ?? '', inLink);
        return;
      default:
        for (const child of node.children ?? []) walk(child, inLink || node.type === 'link');
        if (paragraphLike.has(node.type)) builder.endWord();
    }
  };
  walk(tree, false);
  return {...page, w: pageWeight(builder.linkShare()), s: builder.finish()};
}

/** The label of the innermost sidebar category that holds a doc (its breadcrumb above the title). */
function categoryOf(items: SidebarItem[], docId: string, parent = ''): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' && item.id === docId) return parent;
    if (item.type === 'category') {
      if (item.link?.id === docId) return parent;
      const found = categoryOf(item.items ?? [], docId, item.label ?? parent);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The docs' index for the dev server, read from their sources (the built HTML does not exist there). */
export function docsIndexFromSources(context: LoadContext, content: DocsContent | undefined): IndexedPage[] {
  if (!content) return [];
  const lang = context.i18n.currentLocale;
  const base = context.baseUrl;
  const pages: IndexedPage[] = [];
  for (const version of content.loadedVersions) {
    const sidebars = Object.values(version.sidebars);
    for (const doc of version.docs) {
      const file = path.join(context.siteDir, doc.source.replace(/^@site[\\/]/, ''));
      const keywords = Array.isArray(doc.frontMatter.keywords) ? doc.frontMatter.keywords.map(String) : [];
      const category = sidebars.map((items) => categoryOf(items, doc.id)).find((label) => label !== undefined) ?? '';
      pages.push(
        extractSource(readFileSync(file, 'utf8'), {
          u: doc.permalink.slice(base.length - 1) || '/',
          t: doc.title,
          d: doc.description,
          c: category,
          ...(keywords.length > 0 ? {k: keywords} : {}),
          lang,
          tag: `docs-default-${version.versionName}`,
        }),
      );
    }
  }
  return pages.sort((a, b) => a.u.localeCompare(b.u));
}

import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {toMarkdown} from './toMarkdown';
import {ownFile} from '../_shared/ownFile';
import {devServerFiles} from '../_shared/devServerFiles';

/** What this plugin reads of the docs plugin's content. */
type Doc = {
  id: string;
  title: string;
  description?: string;
  permalink: string;
  source: string;
  frontMatter: Record<string, unknown>;
  unlisted?: boolean;
};
type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};
type DocsContent = {loadedVersions: Array<{docs: Doc[]; sidebars: Record<string, SidebarItem[]>}>};

/** A group of pages for llms.txt: a sidebar category (nested ones named by their path). */
type Group = {name: string; docs: Doc[]};

/** The sidebar's grouping of the docs: one group per category, in sidebar order; docs outside it last. */
export function groupBySidebar(docs: Doc[], sidebar: SidebarItem[]): Group[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const placed = new Set<string>();
  const groups: Group[] = [];
  const walk = (items: SidebarItem[], names: string[]) => {
    const group: Group = {name: names.join(' › '), docs: []};
    groups.push(group);
    for (const item of items) {
      if (item.type === 'category') {
        const linked = item.link?.type === 'doc' && item.link.id ? byId.get(item.link.id) : undefined;
        if (linked && !placed.has(linked.id)) {
          placed.add(linked.id);
          group.docs.push(linked);
        }
        walk(item.items, [...names, item.label]);
      } else if ((item.type === 'doc' || item.type === 'ref') && byId.has(item.id) && !placed.has(item.id)) {
        placed.add(item.id);
        group.docs.push(byId.get(item.id)!);
      }
    }
  };
  for (const item of sidebar) {
    if (item.type === 'category') walk(item.items, [item.label]);
  }
  const others = docs.filter((doc) => !placed.has(doc.id) && !doc.unlisted);
  if (others.length) groups.push({name: 'Other pages', docs: others});
  return groups.filter((group) => group.docs.length > 0);
}

/** Where a doc's Markdown is served: its route plus `.md`. */
export const markdownPath = (permalink: string) => `${permalink.replace(/\/$/, '')}.md`;

/**
 * Every doc page as clean Markdown at its route plus `.md`, generated at build time from the same
 * MDX source (./toMarkdown.ts), and `/llms.txt` (every page: title, description, link to its
 * Markdown, grouped as the sidebar groups them) and `/llms-full.txt` (every page's Markdown, in
 * sidebar order); and the Copy page button that copies a page's Markdown. See README.md.
 */
export default function pageMarkdown(context: LoadContext): Plugin {
  let docs: Doc[] = [];
  let groups: Group[] = [];
  const siteUrl = `${context.siteConfig.url.replace(/\/$/, '')}`;
  const {baseUrl} = context;

  /** A doc's Markdown, from its MDX source as it is now. */
  const docMarkdown = async (doc: Doc): Promise<string> => {
    const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
    return toMarkdown({
      source: await readFile(file, 'utf8'),
      title: doc.title,
      description: doc.description,
      frontMatter: doc.frontMatter,
      file,
      staticDir: path.join(context.siteDir, 'static'),
      baseUrl,
    }).catch((error: Error) => {
      throw new Error(`page-markdown: ${doc.source}: ${error.message}`);
    });
  };

  /** llms.txt: every page's title, description and Markdown link, grouped as the sidebar groups them. */
  const llmsIndex = (): string => {
    const url = (doc: Doc) => `${siteUrl}${markdownPath(doc.permalink)}`;
    const {title, tagline} = context.siteConfig;
    return [
      `# ${title}`,
      '',
      `> ${tagline}. The documentation of Redux 5, Redux Toolkit 2 and React-Redux 9, TypeScript first.`,
      '',
      'Each page below is also a Markdown file; the whole site in one file is at ' +
        `${siteUrl}${baseUrl}llms-full.txt.`,
      '',
      ...groups.flatMap((group) => [
        `## ${group.name}`,
        '',
        ...group.docs.map((doc) => `- [${doc.title}](${url(doc)})${doc.description ? `: ${doc.description}` : ''}`),
        '',
      ]),
    ].join('\n');
  };

  /** llms-full.txt: every page's Markdown, in sidebar order. */
  const llmsFull = (markdown: ReadonlyMap<string, string>): string =>
    groups
      .flatMap((group) => group.docs)
      .map((doc) => `${markdown.get(doc.id)}\nSource: ${siteUrl}${doc.permalink}\n`)
      .join('\n---\n\n');

  const allMarkdown = async (): Promise<Map<string, string>> =>
    new Map(await Promise.all(docs.map(async (doc) => [doc.id, await docMarkdown(doc)] as const)));

  return {
    name: 'page-markdown',
    // The Copy page button on the breadcrumbs' row of every doc page (./theme/DocBreadcrumbs).
    getThemePath() {
      return ownFile(__dirname, 'theme');
    },
    async allContentLoaded({allContent}) {
      const content = (allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined)
        ?.default;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('page-markdown: no docs loaded');
      docs = version.docs.filter((doc) => !doc.unlisted);
      groups = groupBySidebar(docs, Object.values(version.sidebars)[0] ?? []);
    },
    // Under `docusaurus start`, the same files at the same addresses, made on each request from
    // the pages' current sources (the build writes them in postBuild, which the dev server skips).
    configureWebpack(config, isServer) {
      return devServerFiles('page-markdown', config, isServer, async (pathname) => {
        if (pathname === `${baseUrl}llms.txt`) return {type: 'text/plain; charset=utf-8', body: llmsIndex()};
        if (pathname === `${baseUrl}llms-full.txt`)
          return {type: 'text/plain; charset=utf-8', body: llmsFull(await allMarkdown())};
        const doc = pathname.endsWith('.md')
          ? docs.find((candidate) => markdownPath(candidate.permalink) === pathname)
          : undefined;
        return doc && {type: 'text/markdown; charset=utf-8', body: await docMarkdown(doc)};
      });
    },
    async postBuild({outDir}) {
      const markdown = await allMarkdown();
      await Promise.all(
        docs.map(async (doc) => {
          const target = path.join(outDir, markdownPath(doc.permalink).slice(baseUrl.length));
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, markdown.get(doc.id)!);
        }),
      );
      await writeFile(path.join(outDir, 'llms.txt'), llmsIndex());
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFull(markdown));
    },
  };
}

import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';

/*
 * Over the built site (run after `docusaurus build`): every doc page is also served as clean
 * Markdown at its route plus `.md` (plugins/page-markdown), and /llms.txt and /llms-full.txt list
 * and hold them all.
 */
const build = path.resolve(__dirname, '../../build');
const docsDir = path.resolve(__dirname, '../../docs');

/** Every built doc page: its route and HTML (a doc page has the docs' article markup). */
function docPages(): Array<{route: string; html: string}> {
  const pages: Array<{route: string; html: string}> = [];
  for (const file of readdirSync(build, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('index.html')) continue;
    const html = readFileSync(path.join(build, file), 'utf8');
    // Redirect pages and the /tutorials copy (plugins/index-route-alias) are not pages of their own.
    if (
      !html.includes('theme-doc-markdown') ||
      html.includes('http-equiv="refresh"') ||
      html.includes('history.replaceState(history.state')
    )
      continue;
    pages.push({route: `/${path.dirname(file)}`.replace(/\/\.$/, '').replace(/^\/$/, '') || '/', html});
  }
  return pages;
}

type MdNode = {type: string; value?: string; lang?: string; children?: MdNode[]};
/** The nodes of a Markdown text, depth first, as a Markdown parser reads them. */
function nodes(markdown: string): MdNode[] {
  const all: MdNode[] = [];
  const walk = (node: MdNode) => {
    all.push(node);
    node.children?.forEach(walk);
  };
  walk(unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdNode);
  return all;
}
/**
 * The code of a page's code blocks, as the reader sees them (one string per block). A tutorial
 * diff's JavaScript side is drawn only when a reader shows it (LanguageTabs' deferJavaScript): its
 * empty panel stands for it.
 */
const deferred = '(a diff’s JavaScript, drawn when shown)';
const pageCode = (html: string) =>
  load(html)('article .theme-code-block code, article [role="tabpanel"][aria-busy="true"]')
    .toArray()
    .map((code) =>
      code.tagName === 'code'
        ? load(code)('.token-line')
            .toArray()
            .map((line) => load(line).text())
            .join('\n')
            .replace(/\s+$/, '')
        : deferred,
    );

const pages = existsSync(build) ? docPages() : [];

describe('every doc page as Markdown', () => {
  it('covers every doc', () => {
    const sources = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter(
      (file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'),
    );
    expect(pages.length).toBe(sources.length);
  });

  it.each(pages.map((page) => [page.route, page]))(
    '%s.md: the page’s title, no component or HTML tags, the same code blocks',
    (route, {html}) => {
      const file = path.join(build, `${route === '/' ? '/index' : route}.md`);
      expect(existsSync(file), `${route}.md exists`).toBe(true);
      const markdown = readFileSync(file, 'utf8');
      const title = load(html)('article h1')
        .first()
        .text()
        .replace(/\u200b/g, '')
        .trim();
      // Every doc page offers its Markdown through the Copy page button (plugins/page-markdown/client/CopyPageButton).
      expect(
        load(html)('button').filter((_, button) => load(button).text().trim() === 'Copy page').length,
        'the Copy page button',
      ).toBe(1);
      expect(markdown.split('\n')[0]).toBe(`# ${title}`);
      const parsed = nodes(markdown);
      // Raw HTML or JSX in Markdown is an `html` node; leftover MDX imports would be text.
      expect(parsed.filter((node) => node.type === 'html').map((node) => node.value)).toEqual([]);
      const paragraphs = parsed
        .filter((node) => node.type === 'paragraph')
        .map((node) => (node.children?.[0]?.type === 'text' ? (node.children[0].value ?? '') : ''));
      expect(paragraphs.filter((text) => /^(import|export) /.test(text))).toEqual([]);
      // Plain text, not HTML escapes (a heading's dropped id comment once left `&#x20;` behind).
      expect(markdown.split('\n').filter((line) => /&#x?[0-9a-f]+;/i.test(line))).toEqual([]);
      // In the Markdown a diff's JavaScript follows its TypeScript under a **JavaScript** label.
      const label = (node: MdNode | undefined) =>
        node?.type === 'paragraph' && node.children?.[0]?.type === 'strong'
          ? node.children[0].children?.[0]?.value
          : undefined;
      const paragraphBefore = (index: number) =>
        parsed
          .slice(0, index)
          .filter((node) => node.type === 'paragraph')
          .at(-1);
      const markdownCode = parsed
        .map((node, index) => ({node, index}))
        .filter(({node}) => node.type === 'code')
        .map(({node, index}) =>
          node.lang === 'diff' && label(paragraphBefore(index)) === 'JavaScript'
            ? deferred
            : node.value!.replace(/\s+$/, ''),
        );
      expect(markdownCode).toEqual(pageCode(html));
    },
  );
});

describe('/llms.txt and /llms-full.txt', () => {
  const index = existsSync(path.join(build, 'llms.txt')) ? readFileSync(path.join(build, 'llms.txt'), 'utf8') : '';
  const full = existsSync(path.join(build, 'llms-full.txt'))
    ? readFileSync(path.join(build, 'llms-full.txt'), 'utf8')
    : '';
  const links = [...index.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(?:: (.+))?$/gm)].map(([, title, url, description]) => ({
    title,
    path: new URL(url!).pathname,
    description,
  }));

  it('lists every page once, with its title, a description and a link to its Markdown', () => {
    expect(index.startsWith('# Redux\n')).toBe(true);
    expect(links.map((link) => link.path).sort()).toEqual(pages.map(({route}) => `${route}.md`).sort());
    for (const link of links) {
      expect(link.description, link.path).toBeTruthy();
      expect(readFileSync(path.join(build, link.path), 'utf8').split('\n')[0]).toBe(`# ${link.title}`);
    }
  });

  it('groups pages as the sidebar does, in its order', () => {
    const sections = [...index.matchAll(/^## (.+)$/gm)].map(([, name]) => name);
    expect(sections.slice(0, 3)).toEqual(['Introduction', 'Tutorials', 'Tutorials › Redux Essentials']);
    expect(sections).toContain('Using Redux › Redux Logic and Patterns › Structuring Reducers');
    expect(sections.at(-1)).toBe('Other pages');
  });

  it('llms-full.txt is every page’s Markdown, in the same order', () => {
    let from = 0;
    for (const link of links) {
      const markdown = readFileSync(path.join(build, link.path), 'utf8');
      const at = full.indexOf(markdown, from);
      expect(at, `${link.path} in order`).toBeGreaterThanOrEqual(from);
      from = at + markdown.length;
    }
  });
});

import {load, type CheerioAPI} from 'cheerio';
import type {IndexedPage} from './client/indexFormat';
import {SectionBuilder, pageWeight} from './sections';

/**
 * Not content, or not prose: permalink icons, buttons, the duplicate H1, diagrams (their words
 * are labels; the sentence under each says what it shows), tab labels, code-block titles and
 * callout labels ("tip", "Legacy pattern").
 */
const skipped = [
  '.hash-link',
  'button',
  'h1',
  'script',
  'style',
  'svg',
  'noscript',
  '[role="tablist"]',
  '[class*="codeBlockTitle"]',
  '[class*="admonitionHeading"]',
  '.theme-code-block-line-number',
].join(', ');

/** Elements after which the text continues as a new word (block-level and table cells). */
const blockTags = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'div',
  'blockquote',
  'dt',
  'dd',
  'summary',
  'details',
  'section',
  'ul',
  'ol',
  'table',
  'figure',
  'figcaption',
  'br',
  'hr',
  'header',
  'footer',
]);

/**
 * Turns one built HTML page into its search record: the title and description, the facets
 * Docusaurus writes into `<meta name="docsearch:…">`, and the article split into sections at
 * each h2/h3 (and at elements marked `data-search-heading`, like the error codes' rows). Prose
 * and code are kept apart: code counts by the names it defines and uses, never as prose.
 * Returns null for pages that are not content (no article, or marked noindex).
 */
export function extractPage(html: string, path: string): IndexedPage | null {
  const $ = load(html);
  if ($('meta[name="robots"][content*="noindex"]').length > 0) return null;
  const article = $('article .markdown').first().length
    ? $('article .markdown').first()
    : $('main article, main').first();
  if (article.length === 0) return null;
  const title = ($('article h1').first().text() || $('h1').first().text() || $('title').text())
    .replace(/\s+/g, ' ')
    .trim();
  if (!title) return null;
  const category = $('.breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link').last().text().trim();
  const root = article.clone();
  root.find(skipped).remove();
  // Code lines are <div>s joined by <br>: keep them apart, so declarations are read line by line.
  root.find('pre br').replaceWith('\n');
  root.find('pre .token-line').after('\n');
  const builder = new SectionBuilder();
  walk($, root.contents(), builder, false);
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return {
    u: path,
    t: title,
    d: ($('meta[name="description"]').attr('content') ?? '').trim(),
    c: category || (path === '/' ? 'Home' : ''),
    ...(keywords.length > 0 ? {k: keywords} : {}),
    w: pageWeight(builder.linkShare()),
    lang: $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en',
    tag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default',
    s: builder.finish(),
  };
}

type Nodes = ReturnType<ReturnType<CheerioAPI>['contents']>;
type Element = ReturnType<CheerioAPI>;

/**
 * The name a list item defines, when it reads like a definition: it opens with code (possibly in
 * a link or bold) followed by a colon or a dash, `createSlice: generates a reducer…`.
 */
function definitionTerm($: CheerioAPI, item: Element): string | undefined {
  const first = item
    .contents()
    .filter((_, node) => !(node.type === 'text' && $(node).text().trim() === ''))
    .first();
  if (first.length === 0 || first[0]!.type !== 'tag') return undefined;
  const code = first.is('code')
    ? first
    : first.is('a, strong, b') && first.children().length === 1 && first.children().first().is('code')
      ? first.children().first()
      : undefined;
  if (!code) return undefined;
  const after = first[0]!.nextSibling;
  const following = after && after.type === 'text' ? $(after).text() : '';
  return /^\s*[:—–-]/.test(following) || item.is('dt') ? code.text() : undefined;
}

function walk($: CheerioAPI, nodes: Nodes, builder: SectionBuilder, inLink: boolean): void {
  nodes.each((_, node) => {
    if (node.type === 'text') {
      builder.addProse($(node).text(), inLink);
      return;
    }
    if (node.type !== 'tag') return;
    const element = $(node);
    const tag = node.tagName.toLowerCase();
    // An element can start a section of its own: `id` plus `data-search-heading` (the /errors rows).
    const ownHeading = element.attr('data-search-heading');
    if (ownHeading && element.attr('id')) {
      builder.startRowSection(element.attr('id')!, ownHeading);
      walk($, element.contents(), builder, inLink);
      builder.endWord();
      return;
    }
    if (tag === 'h2' || tag === 'h3') {
      const codeNames = element
        .find('code')
        .map((_, code) => $(code).text())
        .get();
      builder.startSection(tag === 'h2' ? 2 : 3, element.attr('id') ?? '', element.text(), codeNames);
      return;
    }
    if (tag === 'pre') {
      builder.addCode(element.text());
      return;
    }
    if (tag === 'tr' && element.children('td').length > 0) {
      builder.startRow();
      walk($, element.contents(), builder, inLink);
      builder.endRow();
      return;
    }
    if (tag === 'li' || tag === 'dt') {
      const term = definitionTerm($, element);
      if (term) builder.define(term);
    }
    walk($, element.contents(), builder, inLink || tag === 'a');
    if (blockTags.has(tag)) builder.endWord();
  });
}

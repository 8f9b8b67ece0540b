import {load} from 'cheerio';
import type {IndexedPage, IndexedSection} from '../../src/search/indexFormat';

/**
 * Turns one built HTML page into its search record: the title, the facets Docusaurus writes
 * into `<meta name="docsearch:…">`, and the article split into sections at each h2/h3.
 * Returns null for pages that are not content (no <article>, or marked noindex).
 */
export function extractPage(html: string, path: string): IndexedPage | null {
  const $ = load(html);
  if ($('meta[name="robots"][content*="noindex"]').length > 0) return null;
  const article = $('article .markdown').first().length ? $('article .markdown').first() : $('main article, main').first();
  if (article.length === 0) return null;
  const title = ($('article h1').first().text() || $('h1').first().text() || $('title').text()).trim();
  if (!title) return null;
  const category = $('.breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link').last().text().trim();
  const root = article.clone();
  // Not content: permalink icons, copy buttons, line numbers, the duplicate H1.
  root.find('.hash-link, button, .theme-code-block-line-number, h1, script, style, svg title').remove();
  const sections: IndexedSection[] = [];
  let current: IndexedSection = {a: '', h: [], x: ''};
  // Code counts by its names only: \`createSlice\` or \`useAppSelector\` are what readers search for,
  // while punctuation, repeated names and string contents made up a third of the index.
  let codeNames = new Set<string>();
  let h2 = '';
  const push = () => {
    current.x = current.x.replace(/\s+/g, ' ').trim();
    // The lead section always stays: it carries the page title, even when the page opens with a heading.
    if (current.x || current.h.length > 0 || current.a === '') sections.push(current);
  };
  const walk = (nodes: ReturnType<typeof root.contents>) => {
    nodes.each((_, node) => {
      const element = $(node);
      const tag = node.type === 'tag' ? node.tagName.toLowerCase() : '';
      // An element can start a section of its own: `id` plus `data-search-heading` (the /errors rows).
      const ownHeading = element.attr('data-search-heading');
      if (tag && ownHeading && element.attr('id')) {
        push();
        codeNames = new Set();
        current = {a: element.attr('id')!, h: [h2, ownHeading].filter(Boolean), x: ''};
        walk(element.contents());
        return;
      }
      if (tag === 'h2' || tag === 'h3') {
        push();
        codeNames = new Set();
        const heading = element.text().replace(/\s+/g, ' ').trim();
        if (tag === 'h2') h2 = heading;
        current = {a: element.attr('id') ?? '', h: tag === 'h2' ? [heading] : [h2, heading].filter(Boolean), x: ''};
      } else if (node.type === 'text') {
        current.x += ` ${element.text()}`;
      } else if (tag === 'pre') {
        const names = [...new Set(element.text().match(/[A-Za-z_$][\w$]{2,}/g) ?? [])].filter((name) => !codeNames.has(name));
        names.forEach((name) => codeNames.add(name));
        current.x += ` ${names.join(' ')} `;
      } else if (tag === 'p' || tag === 'li' || tag === 'td' || tag === 'th' || tag === 'blockquote') {
        current.x += ` ${element.text()} `;
      } else if (tag) {
        walk(element.contents());
      }
    });
  };
  walk(root.contents());
  push();
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return {
    u: path,
    t: title,
    ...(keywords.length > 0 ? {k: keywords} : {}),
    c: category || (path === '/' ? 'Home' : ''),
    lang: $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en',
    tag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default',
    s: sections,
  };
}

import {createHash} from 'node:crypto';
import type {FirstPart, IndexedPage, SearchManifest, TextPart} from './client/indexFormat';

/** Characters of a section's prose kept in the first part, as its snippet until the text loads. */
const leadLength = 110;

/** The opening words of a text, cut at a word boundary, with an ellipsis if cut. */
export function leadOf(text: string, length = leadLength): string {
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(' ', length);
  return `${text.slice(0, cut > length / 2 ? cut : length).replace(/[\s,.;:]+$/, '')}…`;
}

const hashOf = (content: string) => createHash('sha256').update(content).digest('hex').slice(0, 12);

/** The files the index is served as: name → content, and the manifest that names them. */
export type IndexFiles = {manifest: SearchManifest; files: Array<{name: string; content: string}>};

/**
 * Splits the extracted pages into the first part and the text part (see client/indexFormat.ts)
 * and names each file by a hash of its content.
 */
export function indexFiles(pages: IndexedPage[]): IndexFiles {
  const first: FirstPart = {
    v: 2,
    pages: pages.map(({s, ...page}) => ({
      ...page,
      // A page-level hit shows the description, so the lead section needs no opening words of its own.
      s: s.map(({x, code: _code, ...section}) => ({...section, l: section.a === '' && page.d ? '' : leadOf(x)})),
    })),
  };
  const firstContent = JSON.stringify(first);
  const firstName = `search-index.first.${hashOf(firstContent)}.json`;
  const text: TextPart = {
    v: 2,
    first: firstName,
    x: pages.map((page) => page.s.map((section) => section.x)),
    code: pages.map((page) => page.s.map((section) => (section.code ?? []).join(' '))),
  };
  const textContent = JSON.stringify(text);
  const textName = `search-index.text.${hashOf(textContent)}.json`;
  return {
    manifest: {v: 2, first: firstName, text: textName},
    files: [
      {name: firstName, content: firstContent},
      {name: textName, content: textContent},
    ],
  };
}

import {termsOf} from './text';

/** Escapes text for insertion as HTML: results are rendered with highlights as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits text into words and what lies between them, keeping everything. */
const pieces = (text: string) => text.split(/([^\p{L}\p{N}_$]+)/u);

/** True when a word of the text is one the search matched (by any of its index terms). */
function matches(word: string, terms: ReadonlySet<string>, cache: Map<string, boolean>): boolean {
  let known = cache.get(word);
  if (known === undefined) {
    known = termsOf(word).some((term) => terms.has(term));
    cache.set(word, known);
  }
  return known;
}

/**
 * Marks the whole words of `text` that the search matched (`terms` are index terms, so
 * "subscribers" is marked for the term `subscrib`). Everything is HTML-escaped first and only
 * our own tags are added, so nothing from the query or the page text can become markup.
 */
export function highlight(
  text: string,
  terms: ReadonlySet<string>,
  tags = {pre: '<mark>', post: '</mark>'},
): {value: string; matched: boolean} {
  const cache = new Map<string, boolean>();
  let matched = false;
  const value = pieces(text)
    .map((piece, index) => {
      if (index % 2 === 1 || piece === '' || !matches(piece, terms, cache)) return escapeHtml(piece);
      matched = true;
      return `${tags.pre}${escapeHtml(piece)}${tags.post}`;
    })
    .join('');
  return {value, matched};
}

/**
 * About `length` characters of `text` where the matched words are densest (the most different
 * matched words, then the earliest), cut at word boundaries, with one ellipsis at each cut end.
 */
export function snippetWindow(text: string, terms: ReadonlySet<string>, length = 170): string {
  if (text.length <= length) return text;
  const cache = new Map<string, boolean>();
  const hits: Array<{at: number; word: string}> = [];
  let at = 0;
  for (const [index, piece] of pieces(text).entries()) {
    if (index % 2 === 0 && piece && matches(piece, terms, cache)) hits.push({at, word: piece.toLowerCase()});
    at += piece.length;
    if (hits.length >= 200) break;
  }
  let start = 0;
  if (hits.length > 0) {
    let best = {distinct: 0, at: hits[0]!.at};
    for (let first = 0; first < hits.length; first++) {
      const inWindow = new Set<string>();
      for (let last = first; last < hits.length && hits[last]!.at - hits[first]!.at < length * 0.8; last++)
        inWindow.add(hits[last]!.word);
      if (inWindow.size > best.distinct) best = {distinct: inWindow.size, at: hits[first]!.at};
    }
    // Some words of context before the first match.
    start = Math.max(0, best.at - Math.floor(length / 4));
  }
  let end = Math.min(text.length, start + length);
  if (end === text.length) start = Math.max(0, end - length);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const cutAtEnd = end < text.length;
  // A full stop before the closing ellipsis would read as a second one (".…"): the ellipsis replaces it.
  const body = text
    .slice(start, end)
    .replace(/^[\s,.;:]+/, '')
    .replace(cutAtEnd ? /[\s,.;:]+$/ : /[\s,;:]+$/, '');
  return `${start > 0 ? '…' : ''}${body}${cutAtEnd ? '…' : ''}`;
}

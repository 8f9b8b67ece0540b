/** Escapes text for insertion as HTML: the search UIs render highlighted values as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Marks the occurrences of `terms` in `text`. Everything is HTML-escaped first and only our own
 * tags are added, so nothing from the query or the page text can become markup.
 */
export function highlight(text: string, terms: readonly string[], tags: {pre: string; post: string}): {value: string; matched: string[]} {
  const usable = [...new Set(terms.filter((term) => term.length > 1))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return {value: escapeHtml(text), matched: []};
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'gi');
  const matched = new Set<string>();
  let value = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    value += escapeHtml(text.slice(last, start)) + tags.pre + escapeHtml(match[0]) + tags.post;
    matched.add(match[0].toLowerCase());
    last = start + match[0].length;
  }
  value += escapeHtml(text.slice(last));
  return {value, matched: [...matched]};
}

/** A window of about `length` characters of `text` around the first match of `terms`. */
export function snippetWindow(text: string, terms: readonly string[], length = 180): string {
  const lower = text.toLowerCase();
  const positions = terms.filter((term) => term.length > 1).map((term) => lower.indexOf(term.toLowerCase())).filter((position) => position >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  // Cut at word boundaries.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

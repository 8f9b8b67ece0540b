/**
 * The words a reader probably looked for, from the address that led nowhere: its last non-empty
 * segment, without an `.html` ending, separators as spaces (`/usage/writing-tests-old` →
 * "writing tests old"). Nothing for the site's root.
 */
export function queryFromPath(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: the segment as it is.
  }
  return decoded
    .replace(/\.html?$/i, '')
    .replace(/[-_+.%]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

import type {SearchManifest} from './indexFormat';

/** The meta tag in which the build writes the index's manifest into the results page (index.ts). */
export const manifestMetaName = 'local-search-index';

/**
 * The index's manifest, when the page's HTML carries it (the results page does), so the first
 * search need not fetch search-manifest.json first: on a phone that round trip was 170 ms of the
 * results page's first second. Anything else (another page, a malformed tag) gives undefined and
 * the manifest is fetched as usual.
 */
export function manifestFromPage(): SearchManifest | undefined {
  if (typeof document === 'undefined') return undefined;
  return readManifest(document.querySelector(`meta[name="${manifestMetaName}"]`)?.getAttribute('content'));
}

/** The manifest in a meta tag's content, or undefined when it is missing or not a manifest. */
export function readManifest(content: string | null | undefined): SearchManifest | undefined {
  if (!content) return undefined;
  try {
    const manifest = JSON.parse(content) as Partial<SearchManifest> | null;
    return manifest?.v === 2 && typeof manifest.first === 'string' && typeof manifest.text === 'string'
      ? (manifest as SearchManifest)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The meta tag for a manifest, escaped for an HTML attribute. */
export function manifestMeta(manifest: SearchManifest): string {
  const content = JSON.stringify(manifest).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<meta name="${manifestMetaName}" content="${content}">`;
}

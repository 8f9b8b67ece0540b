/**
 * Where a page's social card lives, relative to the site's root: `/usage/writing-tests` →
 * `img/social/usage/writing-tests.png`, `/` → `img/social/index.png`, `/404.html` →
 * `img/social/404.png`. Shared by the build (which writes the file) and the page (which names it
 * in its `og:image`), so the two always agree.
 */
export function cardPath(pathname: string, baseUrl: string, directory: string): string {
  let route = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  route = route.replace(/\.html$/, '').replace(/\/+$/, '');
  const name = route === '' ? 'index' : route.split('/').map(safeSegment).join('/');
  return `${directory.replace(/^\/+|\/+$/g, '')}/${name}.png`;
}

/** A path segment as a file name: letters, digits, dots, dashes and underscores only. */
function safeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Malformed escape: keep the segment as it is.
  }
  return decoded.replace(/[^\w.-]+/g, '-') || 'index';
}

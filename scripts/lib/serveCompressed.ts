import {createServer, type Server} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {buildDir} from './serveBuild';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/**
 * Serves build/ the way a static host does for the benchmark: clean URLs, the 404 page with
 * status 404, gzip for text (as every common host compresses; `docusaurus serve` does not, which
 * would misstate what readers download) and long caching for hashed assets. `root` is the folder
 * to serve (build/ by default; the benchmark also serves a baseline build).
 */
export async function serveCompressed(
  port: number,
  root: string = buildDir,
): Promise<{origin: string; stop: () => Promise<void>}> {
  const cache = new Map<string, Buffer>();
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}/index.html`, `${pathname}.html`];
    let file: string | undefined;
    for (const candidate of candidates) {
      const full = path.join(root, path.normalize(candidate));
      if (
        full.startsWith(root) &&
        (await stat(full).then(
          (s) => s.isFile(),
          () => false,
        ))
      ) {
        file = full;
        break;
      }
    }
    const status = file ? 200 : 404;
    file ??= path.join(root, '404.html');
    const extension = path.extname(file);
    let body: Buffer = await readFile(file);
    const headers: Record<string, string> = {'content-type': types[extension] ?? 'application/octet-stream'};
    // As build/_headers says: hashed assets and the search index's parts (content-hashed names) for a year.
    headers['cache-control'] =
      file.includes(`${path.sep}assets${path.sep}`) || path.basename(file).startsWith('search-index.')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate';
    if (compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const key = file;
      body = cache.get(key) ?? gzipSync(body, {level: 6});
      cache.set(key, body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve()))};
}

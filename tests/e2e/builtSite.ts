import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The production build the browser tests run against (`npx docusaurus build`). */
export const buildDir = path.join(__dirname, '../../build');

/** Every page of the built site, from its sitemap: paths without the origin, sorted. */
export const builtRoutes: readonly string[] = [
  ...readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
]
  .map((match) => new URL(match[1]!).pathname)
  .sort();

/** A route's served HTML, as the build wrote it. */
export function builtHtml(route: string): string {
  return readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
}

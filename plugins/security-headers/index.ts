import {createHash} from 'node:crypto';
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type Options} from './options';

/** Every HTML file under a folder. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The sha256 source expressions of the inline scripts Docusaurus writes into the pages. */
export function inlineScriptHashes(htmlPages: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of htmlPages) {
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      // Data blocks (JSON-LD) are never executed, so the policy does not cover them.
      if (/\btype=["']?application\/(ld\+)?json/.test(match[1]!) || match[2]!.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The Content-Security-Policy the built site satisfies, for the services it is configured with. */
export function contentSecurityPolicy(scriptHashes: string[], connectSources: readonly string[] = []): string {
  const connect = ["'self'", ...connectSources];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    // React and the theme set style attributes; no external stylesheet is used.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // Videos play only after a click, from YouTube's privacy-enhanced host.
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * Writes build/_headers (the format Netlify and Cloudflare Pages read) with a
 * Content-Security-Policy that lists the hashes of the site's own inline scripts, and the other
 * security and caching headers the README recommends for any host.
 */
export default function securityHeaders(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      await options.waitFor?.();
      const pages = await Promise.all((await htmlFiles(outDir)).map((file) => readFile(file, 'utf8')));
      const policy = contentSecurityPolicy(inlineScriptHashes(pages), options.connectSources);
      const headers = [
        '/*',
        `  Content-Security-Policy: ${policy}`,
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
        '  Cross-Origin-Opener-Policy: same-origin',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '/search-index.*',
        '  Cache-Control: public, max-age=31536000, immutable',
        // The Run buttons' packages and compiled samples: content-hashed names (plugins/run-samples).
        '/run-samples/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        // Last, so that the site's policy above stays the file's first Content-Security-Policy.
        ...(options.pathPolicies ?? []).flatMap(({path: pattern, policy: own}) => [
          pattern,
          '  ! Content-Security-Policy',
          `  Content-Security-Policy: ${own}`,
        ]),
        '',
      ].join('\n');
      await writeFile(path.join(outDir, '_headers'), headers);
    },
  };
}

securityHeaders.validateOptions = validateOptions;

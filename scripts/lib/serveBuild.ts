import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

export const buildDir = path.resolve(__dirname, '../../build');

/**
 * Serves build/ (or `dir`) with `docusaurus serve` on 127.0.0.1:`port` for a script and returns
 * its origin and a stop function (which ends the whole process group: npx and the server).
 */
export async function serveBuild(
  port: number,
  dir = buildDir,
  siteDir = path.dirname(buildDir),
): Promise<{origin: string; stop: () => void}> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'npx',
    ['docusaurus', 'serve', siteDir, '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: siteDir,
      stdio: 'ignore',
      detached: true,
    },
  );
  const stop = () => {
    if (server.pid) process.kill(-server.pid);
  };
  // Up to a minute: a busy machine starts the server slowly.
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return {origin, stop};
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`docusaurus serve did not start on ${origin}`);
}

/** What a built file weighs gzipped (level 6), from its URL; 0 when the URL is not a built file. */
export function gzippedSizeOfBuiltUrl(url: string): number {
  let pathname = decodeURIComponent(new URL(url).pathname);
  if (pathname.endsWith('/')) pathname += 'index.html';
  else if (!/\.[a-z0-9]+$/i.test(pathname)) pathname += '/index.html';
  try {
    return gzipSync(readFileSync(path.join(buildDir, pathname)), {level: 6}).length;
  } catch {
    return 0;
  }
}

/*
 * Under `npm start` the site serves what the build writes after it (plugins/_shared/devServerFiles.ts):
 * llms.txt, llms-full.txt, each doc's Markdown at its route plus `.md`, the example downloads and
 * the Run buttons' worker.
 * Without it the dev server's fallback answered each of them with the app's HTML. Search works
 * too: plugins/local-search serves an index built from the docs' sources.
 *
 * Starts `docusaurus start` on DEV_SERVER_PORT (default 3110). These files are answered before the
 * first compile ends, so the test does not wait for the bundle.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {listArchives} from '../../plugins/example-downloads/archives';
import {workerBundle} from '../../plugins/run-samples/workerBundle';
import {SearchEngine} from '../../plugins/local-search/client/engine';
import {
  manifestFile,
  type FirstPart,
  type SearchManifest,
  type TextPart,
} from '../../plugins/local-search/client/indexFormat';

const siteDir = path.join(__dirname, '..', '..');
const port = Number(process.env.DEV_SERVER_PORT ?? 3110);
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let output = '';

/** Resolves once the dev server answers at all, or fails with its output after `timeoutMs`. */
async function serverUp(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode != null) throw new Error(`docusaurus start exited (${server.exitCode}):\n${output}`);
    try {
      await fetch(`${origin}/img/redux-logo.svg`, {signal: AbortSignal.timeout(5_000)});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  throw new Error(`docusaurus start did not answer on ${origin} within ${timeoutMs / 1000} s:\n${output}`);
}

beforeAll(async () => {
  // Its own process group, so that the server and its workers stop together. NODE_ENV as under
  // `npm start` (Vitest sets it to "test", for which the bundler finds no browserslist entry).
  server = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: siteDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, NODE_ENV: 'development'},
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  await serverUp(300_000);
}, 320_000);

afterAll(() => {
  if (server?.pid && server.exitCode == null) process.kill(-server.pid, 'SIGTERM');
});

describe('the dev server', () => {
  it('serves llms.txt, listing the pages as Markdown links', async () => {
    const response = await fetch(`${origin}/llms.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^# Redux\n/);
    expect(text).toContain('/introduction/getting-started.md)');
  });

  it('serves llms-full.txt, every page in one file', async () => {
    const response = await fetch(`${origin}/llms-full.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    // The fallback would start with the app's <!DOCTYPE html>.
    expect(text).toMatch(/^# /);
    expect(text).toContain('Source: ');
  }, 240_000);

  it("serves a doc's Markdown at its route plus .md", async () => {
    const response = await fetch(`${origin}/introduction/getting-started.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/markdown');
    const text = await response.text();
    // The fallback would start with the app's <!DOCTYPE html>.
    expect(text).toMatch(/^# /);
  });

  it('serves every example download as a zip archive, and a JavaScript edition', async () => {
    const names = [...listArchives(path.join(siteDir, 'examples')).map(({name}) => name), 'counter-ts-js'];
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      const response = await fetch(`${origin}/downloads/${name}.zip`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type'), name).toBe('application/zip');
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4), name).toEqual(
        Buffer.from('PK\x03\x04', 'latin1'),
      );
    }
  }, 120_000);

  it('serves the Run buttons’ worker at its own path, and nothing at a worker name it does not have', async () => {
    const worker = await workerBundle();
    const response = await fetch(`${origin}/run-samples/worker/${worker.name}`, {signal: AbortSignal.timeout(60_000)});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(await response.text()).toBe(worker.text);
    const other = await fetch(`${origin}/run-samples/worker/run-worker-000000000000.js`, {
      signal: AbortSignal.timeout(240_000),
    });
    expect(other.headers.get('content-type') ?? '').not.toContain('text/javascript');
  }, 250_000);

  it('leaves other addresses to the dev server: static files, and no archive for an unknown name', async () => {
    const logo = await fetch(`${origin}/img/redux-logo.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('<svg');
    const unknown = await fetch(`${origin}/downloads/no-such-app.zip`, {signal: AbortSignal.timeout(240_000)});
    expect(unknown.headers.get('content-type')).not.toBe('application/zip');
  }, 250_000);

  it('serves the manifest and both parts of a search index built from the docs, which answers a search', async () => {
    const response = await fetch(`${origin}/${manifestFile}`, {signal: AbortSignal.timeout(240_000)});
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as SearchManifest;
    const [first, text] = await Promise.all([
      fetch(`${origin}/${manifest.first}`).then((part) => part.json() as Promise<FirstPart>),
      fetch(`${origin}/${manifest.text}`).then((part) => part.json() as Promise<TextPart>),
    ]);
    expect(first.pages.length).toBeGreaterThan(40);
    const engine = new SearchEngine(first);
    engine.addText(text, manifest.first);
    expect(engine.search('combineReducers').pages[0]?.page.u).toBe('/api/combinereducers');
    expect(engine.search('how do I test a component with redux').pages[0]?.page.u).toBe('/usage/writing-tests');
  }, 250_000);
});

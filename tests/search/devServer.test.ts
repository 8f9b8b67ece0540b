import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {SearchEngine} from '../../plugins/local-search/client/engine';
import {manifestFile, type FirstPart, type SearchManifest, type TextPart} from '../../plugins/local-search/client/indexFormat';

const root = path.join(__dirname, '../..');

/** A port nothing listens on, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `npm start` answers searches: the dev server serves an index built from the docs' sources
 * (the plugin answers before the first compilation ends, so this needs no bundle).
 */
describe('search under the dev server', () => {
  let server: ChildProcess | undefined;
  afterAll(() => {
    if (server?.pid) process.kill(-server.pid);
  });

  it('serves the manifest and both parts of an index built from the docs, which answers a search', async () => {
    const port = await freePort();
    server = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {cwd: root, stdio: 'ignore', detached: true, env: {...process.env, BROWSER: 'none'}});
    const origin = `http://127.0.0.1:${port}`;
    let manifest: SearchManifest | undefined;
    for (let attempt = 0; attempt < 600 && !manifest; attempt++) {
      manifest = await fetch(`${origin}/${manifestFile}`).then(
        (response) => (response.ok ? (response.json() as Promise<SearchManifest>) : undefined),
        () => undefined,
      );
      if (!manifest) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(manifest, 'the dev server never served the search manifest').toBeDefined();
    const [first, text] = await Promise.all([
      fetch(`${origin}/${manifest!.first}`).then((response) => response.json() as Promise<FirstPart>),
      fetch(`${origin}/${manifest!.text}`).then((response) => response.json() as Promise<TextPart>),
    ]);
    expect(first.pages.length).toBeGreaterThan(40);
    const engine = new SearchEngine(first);
    engine.addText(text, manifest!.first);
    expect(engine.search('combineReducers').pages[0]?.page.u).toBe('/api/combinereducers');
    expect(engine.search('how do I test a component with redux').pages[0]?.page.u).toBe('/usage/writing-tests');
  }, 330_000);
});

import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createServer} from 'vite';
import {describe, expect, it} from 'vitest';
import {writePageProject} from './pageProjectFiles';

/**
 * Configuring Your Store's hot reloading, against Vite's dev server: the page's files (the last
 * `store.ts`, with `import.meta.hot.accept('./rootReducer', …)`) are loaded into a dev server, and
 * each edit the page talks about is replayed; the test reads the HMR message Vite would send to
 * the browser. The page once promised that editing a slice keeps the state; with the page's own
 * `alertMiddleware.ts` importing the slice, Vite reloads the page instead.
 */
const page = 'docs/usage/configuring-your-store.mdx';
const files = [
  'main.ts',
  'src/app/store.ts',
  'src/app/rootReducer.ts',
  'src/app/alertMiddleware.ts',
  'src/features/sensors/sensorsSlice.ts',
];

/** What Vite sends the browser when each of `edited` changes ('update' names the accepting module). */
async function hmrAfterEditing(dir: string, edited: string[]): Promise<string[]> {
  // No dependency pre-bundling (nothing runs in a browser here), which also lets close() return
  const server = await createServer({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    optimizeDeps: {noDiscovery: true, include: []},
    server: {middlewareMode: true, watch: null, ws: false},
  });
  try {
    const sent: Array<{type: string; updates?: Array<{acceptedPath: string}>}> = [];
    server.environments.client.hot.send = ((payload: (typeof sent)[number]) => void sent.push(payload)) as never;
    // Load every module, as the browser would, so the module graph knows who imports whom
    for (const file of files) await server.transformRequest(`/${file}`);
    const results: string[] = [];
    for (const file of edited) {
      sent.length = 0;
      await server.reloadModule(server.moduleGraph.getModuleById(path.join(dir, file))!);
      results.push(
        sent
          .map((payload) =>
            payload.type === 'update'
              ? `update accepted by ${payload.updates!.map((update) => update.acceptedPath).join(', ')}`
              : payload.type,
          )
          .join('; '),
      );
    }
    return results;
  } finally {
    await server.close();
  }
}

describe('Configuring Your Store: hot module replacement with Vite', () => {
  const main = {'main.ts': "import { store } from './src/app/store'\nconsole.log(store.getState())\n"};

  it("swaps an edited root reducer, and reloads the page for an edited slice that the page's middleware imports too", async () => {
    const dir = writePageProject(page, 'configuring-your-store', main);
    expect(readFileSync(path.join(dir, 'src/app/alertMiddleware.ts'), 'utf8')).toMatch(
      /from '\.\.\/features\/sensors\/sensorsSlice'/,
    );
    expect(await hmrAfterEditing(dir, ['src/app/rootReducer.ts', 'src/features/sensors/sensorsSlice.ts'])).toEqual([
      'update accepted by /src/app/rootReducer.ts',
      'full-reload',
    ]);
  });

  it('swaps an edited slice when only the root reducer imports it', async () => {
    const dir = writePageProject(page, 'configuring-your-store-no-slice-import', main);
    writeFileSync(
      path.join(dir, 'src/app/alertMiddleware.ts'),
      "import type { Middleware } from '@reduxjs/toolkit'\nexport const alertMiddleware: Middleware = () => next => action => next(action)\n",
    );
    expect(await hmrAfterEditing(dir, ['src/features/sensors/sensorsSlice.ts'])).toEqual([
      'update accepted by /src/app/rootReducer.ts',
    ]);
  });

  it('says so: a slice is swapped only when the root reducer is all that imports it, and here it is not', () => {
    const text = readFileSync(path.join(__dirname, '../..', page), 'utf8').replace(/\s+/g, ' ');
    expect(text).toMatch(
      /edited slice is swapped the same way only if every module that imports it is the root reducer/,
    );
    expect(text).toMatch(
      /`alertMiddleware\.ts`, which `store\.ts` imports, imports `sensorsSlice\.ts` too, so editing the slice makes Vite reload the whole page/,
    );
    expect(text).not.toMatch(/When rootReducer\.ts or a slice it imports changes, keep the state/);
  });
});

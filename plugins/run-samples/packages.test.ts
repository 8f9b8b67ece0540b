import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {commonJsEntries, packageBundle, runnablePackages, type PackageBundle} from './packages';

/** The packages of most samples: a first Run on their pages fetches nothing of the others. */
const base = ['redux', '@reduxjs/toolkit', 'reselect', 'immer', 'redux-thunk'];

/** A module's export, called as the test needs it. */
type Call = (...args: unknown[]) => unknown;

let bundle: PackageBundle;
let dir: string;
/** The bundle's module of a package, imported by Node from a folder holding the bundle's files. */
const load = (name: string): Promise<Record<string, Call>> =>
  import(/* @vite-ignore */ pathToFileURL(path.join(dir, bundle.entries.get(name)!)).href);
const closure = (name: string) => bundle.closure.get(bundle.entries.get(name)!)!;

beforeAll(async () => {
  bundle = await packageBundle(process.cwd());
  dir = await mkdtemp(path.join(tmpdir(), 'run-samples-packages-'));
  for (const [name, text] of bundle.files) await writeFile(path.join(dir, name), text);
});
afterAll(() => rm(dir, {recursive: true, force: true}));

describe('packageBundle', () => {
  it('has a module for every runnable package', () => {
    expect([...bundle.entries.keys()].sort()).toEqual([...runnablePackages].sort());
  });

  it('lists the named exports of each CommonJS package as Node’s import finds them', async () => {
    for (const [name, {from, names}] of Object.entries(commonJsEntries)) {
      const namespace = (await import(/* @vite-ignore */ from)) as object;
      const found = Object.keys(namespace).filter((key) => key !== 'default' && key !== 'module.exports');
      expect({name, names: [...names].sort()}).toEqual({name, names: found.sort()});
      expect(Object.keys(await load(name)).sort()).toEqual([...names, 'default'].sort());
    }
  });

  it('keeps React, React-Redux and RTK Query out of the first five packages’ files', () => {
    const baseFiles = new Set(base.flatMap(closure));
    for (const file of baseFiles) {
      const text = bundle.files.get(file)!;
      expect({file, react: text.includes('react.transitional.element')}).toEqual({file, react: false});
      expect({file, reactRedux: text.includes('useSyncExternalStoreWithSelector')}).toEqual({file, reactRedux: false});
      expect({file, query: text.includes('keepUnusedDataFor')}).toEqual({file, query: false});
    }
    // The markers are in the bundle, in the other packages' files.
    for (const marker of ['react.transitional.element', 'useSyncExternalStoreWithSelector', 'keepUnusedDataFor'])
      expect([...bundle.files.values()].some((text) => text.includes(marker))).toBe(true);
    const gzipped = [...baseFiles].reduce((sum, file) => sum + gzipSync(bundle.files.get(file)!, {level: 6}).length, 0);
    // All five together: about 30 KiB (the first Run's budget, 80 KiB, holds the runner and the page too).
    expect(gzipped / 1024).toBeLessThan(40);
  });

  it('shares one Redux, one Redux Toolkit and one React among the packages', async () => {
    const redux = await load('redux');
    const toolkit = await load('@reduxjs/toolkit');
    const query = await load('@reduxjs/toolkit/query');
    const queryReact = await load('@reduxjs/toolkit/query/react');
    const toolkitReact = await load('@reduxjs/toolkit/react');
    const devtools = await load('@redux-devtools/extension');
    expect(toolkit.compose).toBe(redux.compose);
    expect(toolkit.isPlainObject).toBe(redux.isPlainObject);
    expect(query.skipToken).toBe(queryReact.skipToken);
    expect(toolkitReact.createAction).toBe(toolkit.createAction);
    expect(toolkitReact.createDynamicMiddleware).not.toBe(toolkit.createDynamicMiddleware);
    // Without the browser extension, the DevTools' compose is Redux's own.
    expect(devtools.composeWithDevTools!({name: 'a store'})).toBe(redux.compose);
    expect([...bundle.files.values()].filter((text) => text.includes('@@redux/INIT'))).toHaveLength(1);
  });

  it('renders React-Redux with React’s server renderer, one React for both', async () => {
    const {configureStore, createSlice} = await load('@reduxjs/toolkit');
    const {Provider, useSelector} = await load('react-redux');
    const {jsx} = await load('react/jsx-runtime');
    const {renderToString} = await load('react-dom/server');
    const React = await load('react');
    expect(React.default).toHaveProperty('useState', React.useState);
    const slice = createSlice!({name: 'count', initialState: 3, reducers: {}}) as {reducer: unknown};
    const store = configureStore!({reducer: {count: slice.reducer}});
    const Count = () => jsx!('p', {children: ['count ', useSelector!((state: {count: number}) => state.count)]});
    const html = renderToString!(jsx!(Provider, {store, children: jsx!(Count, {})}));
    expect(html).toBe('<p>count <!-- -->3</p>');
  });
});

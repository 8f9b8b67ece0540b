import {describe, expect, it} from 'vitest';
import {prepareEdited, stripTypes} from './edited';
import type {RunManifest} from './manifest';

const manifest: RunManifest = {
  worker: '/run-samples/worker/w.js',
  packages: {redux: '/run-samples/packages/redux-abc.js', 'react/jsx-runtime': '/run-samples/packages/jsx-abc.js'},
  modules: {
    'ts/__block_L13.js': {source: '__block_L13.ts', lines: []},
    'ts/__block_L40.js': {source: '__block_L40.tsx', lines: []},
    'js/__block_L40.js': {source: '__block_L40.jsx', lines: []},
    'ts/src/app/store.js': {source: 'src/app/store.ts', lines: []},
    'js/src/app/store.js': {source: 'src/app/store.js', lines: []},
    'ts/src/features/todos.js': {source: 'src/features/todos.ts', lines: []},
  },
  entries: {},
};
const folder = '/run-samples/pages/0123/';
const base = 'http://localhost:4273/api/store';

describe('stripTypes', () => {
  it('removes the types and keeps every line where it was', () => {
    const code = [
      "import type {Action} from 'redux'",
      "import {legacy_createStore, type Reducer} from 'redux'",
      'interface State {',
      '  value: number',
      '}',
      'const reducer: Reducer<State> = (state = {value: 1}, _action: Action) => state',
      'console.log(legacy_createStore(reducer).getState()!.value as number)',
    ].join('\n');
    const result = stripTypes(code, 'ts');
    expect('code' in result).toBe(true);
    const lines = (result as {code: string}).code.split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe("import {legacy_createStore,} from 'redux'");
    expect(lines[5]).toBe('const reducer = (state = {value: 1}, _action) => state');
    expect(lines[6]).not.toMatch(/as number|!/);
  });

  it('reports a syntax error with its line and column, in TypeScript and in JavaScript', () => {
    expect(stripTypes('const a = 1\nconst = 2\n', 'ts')).toEqual({
      error: 'SyntaxError: Unexpected token',
      line: 2,
      column: 7,
    });
    // TypeScript syntax is an error in a JavaScript tab.
    expect(stripTypes('let a = 1\nlet b: number = 2\n', 'js')).toMatchObject({line: 2});
  });
});

describe('prepareEdited', () => {
  it('points the page’s files and the packages to full URLs, as the built module does', () => {
    const code =
      "import {store} from './src/app/store'\nimport {legacy_createStore} from 'redux'\n" +
      'console.log(store, legacy_createStore)\n';
    const result = prepareEdited(code, {folder, entry: 'ts/__block_L13.js', manifest}, base);
    expect(result).toEqual({
      code:
        'import {store} from "http://localhost:4273/run-samples/pages/0123/ts/src/app/store.js"\n' +
        'import {legacy_createStore} from "http://localhost:4273/run-samples/packages/redux-abc.js"\n' +
        'console.log(store, legacy_createStore)\n',
    });
  });

  it('compiles the JSX of a tsx block and its jsx tab to react/jsx-runtime calls, lines kept', () => {
    const code = 'const n: number = 2\nfunction Count() {\n  return <p>{n} unpaid</p>\n}\nconsole.log(<Count />)\n';
    for (const entry of ['ts/__block_L40.js', 'js/__block_L40.js']) {
      const source = entry.startsWith('ts/') ? code : code.replace(': number', '');
      const result = prepareEdited(source, {folder, entry, manifest}, base) as {code: string};
      const lines = result.code.split('\n');
      expect(lines[0]).toMatch(
        /^import \{.*jsx as _jsx.*\} from "http:\/\/localhost:4273\/run-samples\/packages\/jsx-abc\.js";const n = 2$/,
      );
      expect(lines[2]).toBe('  return _jsxs(\'p\', { children: [n, " unpaid" ]})');
      expect(lines[4]).toBe('console.log(_jsx(Count, {} ))');
    }
    // A .ts block is not JSX: `<p>` is a syntax error there, as for the checker.
    expect(prepareEdited('const p = <p>1</p>\n', {folder, entry: 'ts/__block_L13.js', manifest}, base)).toMatchObject({
      error: expect.stringMatching(/^SyntaxError/),
    });
  });

  it('says which import the runner does not have, with its line', () => {
    const result = prepareEdited(
      "console.log(1)\nimport {takeEvery} from 'redux-saga'\ntakeEvery()\n",
      {folder, entry: 'ts/__block_L13.js', manifest},
      base,
    );
    expect(result).toEqual({
      error: "Cannot import: the runner can import redux, react/jsx-runtime and the page's files, not redux-saga",
      line: 2,
    });
    expect(prepareEdited("import './nowhere'\n", {folder, entry: 'ts/__block_L13.js', manifest}, base)).toMatchObject({
      line: 1,
    });
  });
});

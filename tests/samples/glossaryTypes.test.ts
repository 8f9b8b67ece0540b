import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../scripts/samples/extract';
import {pageProject, type SampleFile} from '../../scripts/samples/project';
import {typecheckSamples} from '../../scripts/samples/typecheck';

/**
 * The glossary shows the TypeScript types of Redux and Redux Toolkit, copied by hand so that
 * they read well. This test keeps each copy true: it compiles the page's blocks with a file that
 * requires every copy and the installed type to be assignable to each other, both ways.
 */
const root = path.resolve(__dirname, '../..');
const page = 'docs/understanding/thinking-in-redux/glossary.mdx';

const checks = `
import type * as Redux from 'redux'
import type * as RTK from '@reduxjs/toolkit'
import type { TagDescription as RealTagDescription } from '@reduxjs/toolkit/query'
import type { Action, UnknownAction } from './action'
import type { Reducer } from './reducer'
import type { ActionCreator, Dispatch } from './dispatch'
import type { Middleware, MiddlewareAPI } from './middleware'
import type { Store } from './store'
import type { StoreEnhancer } from './enhancer'
import type { CaseReducer, Selector, ThunkAction } from './toolkit'
import type { TagDescription } from './tags'

type Same<A extends B, B extends C, C = A> = true

export type Checks<S, A extends Redux.Action, P extends any[], R, E, D extends Redux.Dispatch, X extends {}, T> = [
  Same<Action, Redux.Action>,
  Same<UnknownAction, Redux.UnknownAction>,
  Same<Reducer<S, A, P>, Redux.Reducer<S, A, P>>,
  Same<Dispatch<A>, Redux.Dispatch<A>>,
  Same<ActionCreator<A, P>, Redux.ActionCreator<A, P>>,
  Same<MiddlewareAPI<D, S>, Redux.MiddlewareAPI<D, S>>,
  Same<Middleware<E, S, D>, Redux.Middleware<E, S, D>>,
  Same<Store<S, A, X>, Redux.Store<S, A, X>>,
  Same<StoreEnhancer<X, X>, Redux.StoreEnhancer<X, X>>,
  Same<CaseReducer<S, A>, RTK.CaseReducer<S, A>>,
  Same<Selector<S, R, [string]>, RTK.Selector<S, R, [string]>>,
  Same<ThunkAction<R, S, E, A>, RTK.ThunkAction<R, S, E, A>>,
  Same<TagDescription<T>, RealTagDescription<T>>,
]
`;

function compile(files: SampleFile[]) {
  const checkFile: SampleFile = {
    name: 'src/checks.ts',
    code: checks,
    source: {file: 'glossaryTypes.test.ts', line: 1},
    run: false,
    typeCheck: true,
    twin: false,
  };
  return typecheckSamples(path.join(root, '.cache', 'glossary-types'), new Map([[page, [...files, checkFile]]]));
}

describe('the glossary’s copies of the library types', () => {
  const {files} = pageProject(page, extractCodeBlocks(readFileSync(path.join(root, page), 'utf8')));

  it('each equals the installed type, both ways', () => {
    expect(compile(files).map((problem) => `${problem.file}:${problem.line} ${problem.message}`)).toEqual([]);
  });

  it('a copy that drifted from the library fails', () => {
    const drifted = files.map((file) =>
      file.name === 'src/store.ts'
        ? {...file, code: file.code.replace('getState(): S & StateExt', 'getState(): S')}
        : file,
    );
    expect(drifted).not.toEqual(files);
    expect(compile(drifted).length).toBeGreaterThan(0);
  });
});

import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {configureStore, createAsyncThunk} from '@reduxjs/toolkit';
import {combineReducers, legacy_createStore as createStore, type UnknownAction} from 'redux';
import {docsPages} from './docsPages';
import {sentencesOf} from './pageMentions';

/**
 * Facts the Fundamentals tutorial and the quick starts got wrong or left vague once (the content
 * review of the tutorials), each proved against the installed packages, with a check that the
 * pages do not state the wrong version again. Page checks read running text only.
 */
const root = path.resolve(__dirname, '../..');
const tutorialsDir = path.join(root, 'docs/tutorials');

/** `docs/tutorials/file:line "sentence"` for every sentence of the non-Essentials tutorial pages that `wrong` matches. */
function sentencesWhere(wrong: (text: string) => boolean): string[] {
  const files = docsPages
    .map((page) => page.file)
    .filter((file) => file.startsWith('tutorials/') && !file.startsWith('tutorials/essentials'))
    .map((file) => file.slice('tutorials/'.length));
  return files.flatMap((file) =>
    sentencesOf(readFileSync(path.join(tutorialsDir, file), 'utf8'))
      .filter(({text}) => wrong(text.replace(/`/g, '')))
      .map(({line, text}) => `docs/tutorials/${file}:${line} "${text}"`),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('what the store enforces (Fundamentals, Part 2)', () => {
  it('a reducer that calls dispatch, getState or subscribe makes the store throw (errors 9, 3, 5)', () => {
    let store: ReturnType<typeof createStore> | undefined;
    const calling =
      (call: () => unknown) =>
      (state: number = 0, action: UnknownAction) => {
        if (action.type === 'test/misbehaved') call();
        return state;
      };
    for (const [call, message] of [
      [() => store!.dispatch({type: 'other'}), /Reducers may not dispatch actions/],
      [() => store!.getState(), /You may not call store.getState\(\) while the reducer is executing/],
      [() => store!.subscribe(() => {}), /You may not call store.subscribe\(\) while the reducer is executing/],
    ] as const) {
      store = createStore(calling(call));
      expect(() => store!.dispatch({type: 'test/misbehaved'})).toThrow(message);
    }
  });

  it('a reducer that mutates, or returns a random value, passes without a word', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createStore((state: {count: number; luck: number} = {count: 0, luck: 0}) => {
      state.count += 1;
      state.luck = Math.random();
      return state;
    });
    expect(() => store.dispatch({type: 'anything'})).not.toThrow();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('who compares references (Fundamentals, Part 3)', () => {
  it('the store calls its listeners after every action, changed or not; combineReducers keeps the same root when no slice changed', () => {
    const todos = [{id: 1, completed: false}];
    const store = createStore(combineReducers({todos: (state: typeof todos = todos) => state}));
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.dispatch({type: 'todos/nothingHappened'});
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toBe(before);
  });

  it('no page says the store compares old and new state, or that the UI never hears of a mutation', () => {
    expect(
      sentencesWhere(
        (text) => /\b(the store|Redux) (compares|checks whether)\b/i.test(text) || /never hears about/i.test(text),
      ),
    ).toEqual([]);
  });
});

describe("createAsyncThunk's failure action (Fundamentals, Parts 7 and 8)", () => {
  it('has the serialized error in `error` and no payload, unless the thunk calls rejectWithValue', async () => {
    const failing = createAsyncThunk('test/failing', async (useValue: boolean, {rejectWithValue}) => {
      if (useValue) return rejectWithValue({status: 400});
      throw new Error('boom');
    });
    const store = configureStore({reducer: (state: number = 0) => state});
    const thrown = await store.dispatch(failing(false));
    expect(thrown.type).toBe('test/failing/rejected');
    if (!failing.rejected.match(thrown)) throw new Error('expected the rejected action');
    expect(thrown.payload).toBeUndefined();
    expect(thrown.error).toMatchObject({name: 'Error', message: 'boom'});
    const withValue = await store.dispatch(failing(true));
    if (!failing.rejected.match(withValue)) throw new Error('expected the rejected action');
    expect(withValue.payload).toEqual({status: 400});
    expect(withValue.error).toEqual({message: 'Rejected'});
  });

  it('no page calls its actions Flux Standard Actions without saying how the failure differs', () => {
    expect(
      sentencesWhere(
        (text) =>
          /(Flux Standard Action|\bFSA\b|this shape)/.test(text) &&
          /(createAsyncThunk|Redux Toolkit's action creators|rejected|on the thunk)/.test(text) &&
          !/\bnot\b/.test(text),
      ),
    ).toEqual([]);
  });
});

describe('the Quick Start store with an empty reducer object', () => {
  it('logs "Store does not have a valid reducer" as an error, when it is created and on every action', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = configureStore({reducer: {}});
    store.dispatch({type: 'visitors/visitorArrived'});
    store.dispatch({type: 'visitors/visitorArrived'});
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]![0])).toMatch(/^Store does not have a valid reducer/);
    // (A warning may appear on a busy machine: the dev checks report when they are slow.)
    expect(warn.mock.calls.filter(([message]) => /valid reducer/.test(String(message)))).toEqual([]);
  });

  it('the Quick Start calls it an error, not a warning', () => {
    expect(sentencesWhere((text) => /valid reducer/.test(text) && /\bwarn/i.test(text))).toEqual([]);
  });
});

describe("the counter's vendored Redux (Fundamentals, Part 1)", () => {
  it('is the production build, which reports errors by code only', () => {
    const vendored = readFileSync(path.join(root, 'examples/counter-vanilla/vendor/redux.browser.mjs'), 'utf8');
    expect(vendored).toContain('Minified Redux error #');
    expect(vendored).not.toContain('Reducers may not dispatch actions');
    const page = readFileSync(path.join(tutorialsDir, 'fundamentals/part-1-overview.mdx'), 'utf8');
    expect(page).toMatch(/redux\.browser\.mjs`: [^\n]*production build/);
  });
});

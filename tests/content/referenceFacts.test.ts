import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {combineSlices, configureStore, createSlice, prepareAutoBatched, type UnknownAction} from '@reduxjs/toolkit';
import {combineReducers, createStore, legacy_createStore, type StoreEnhancer} from 'redux';
import {connect, legacy_connect} from 'react-redux';
import {extractCodeBlocks, parseMeta} from '../../scripts/samples/extract';
import {checkedPage, docsPages} from './docsPages';
import {sentencesOf} from './pageMentions';

/**
 * Facts the reference pages got wrong once (issue 15), each proved against the installed
 * packages, with the check that no page states the wrong version again. The page checks read
 * running text only (code blocks are checked by scripts/check-samples.ts).
 */
const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');

/** Every page's absolute path (only the checked one under `npm run check:page`). */
const mdxFiles = () => docsPages.map((page) => page.path);

/** `docs/file:line "sentence"` for every sentence of the docs (or of the pages `only` keeps) that `wrong` matches. */
function sentencesWhere(wrong: (text: string) => boolean, only: (file: string) => boolean = () => true): string[] {
  return mdxFiles()
    .filter((file) => only(path.relative(docsDir, file)))
    .flatMap((file) =>
      sentencesOf(readFileSync(file, 'utf8'))
        .filter(({text}) => wrong(text.replace(/`/g, '')))
        .map(({line, text}) => `${path.relative(root, file)}:${line} "${text}"`),
    );
}

const packageSource = (file: string) => readFileSync(path.join(root, 'node_modules', file), 'utf8');

afterEach(() => {
  vi.restoreAllMocks();
});

describe("configureStore's development checks", () => {
  /** A hand-written reducer that mutates its state: the bug the immutability check exists for. */
  const mutatingReducer = (state: {count: number} = {count: 0}, action: UnknownAction) => {
    if (action.type === 'counter/bumped') state.count += 1;
    return state;
  };

  it('the immutability check throws an error; it does not warn', () => {
    const warn = vi.spyOn(console, 'warn');
    const store = configureStore({reducer: {counter: mutatingReducer}});
    expect(() => store.dispatch({type: 'counter/bumped'})).toThrow(/A state mutation was detected/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('the serializability check logs an error (console.error); it does not warn or throw', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn');
    const store = configureStore({reducer: (state: number = 0) => state});
    expect(() => store.dispatch({type: 'upload/started', payload: new Map()})).not.toThrow();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/A non-serializable value was detected in an action/),
      expect.anything(),
      expect.anything(),
      expect.anything(),
      expect.anything(),
      expect.anything(),
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('every page that says what the serializability check does when it finds a value says it logs an error', () => {
    // The middleware calls console.error for an action and for the state; nothing else
    const middleware = packageSource('@reduxjs/toolkit/dist/redux-toolkit.modern.mjs');
    expect(middleware).toMatch(/console\.error\(`A non-serializable value was detected in an action/);
    expect(middleware).toMatch(/console\.error\(`A non-serializable value was detected in the state/);
    const aboutTheCheck = /\bserializab\w* (check|middleware)\b|\bnon-serializable values?\b|\bserializableCheck\b/i;
    const whatItDoes =
      /\b(logs?|logged|logging|warns?|warned|warning|throws?|thrown|reports?|reported|complains?|flags?|flagged|prints?|printed|alerts?|shouts?|yells?|tells? you|points? out|errors? out)\b/i;
    const oneWording = /\blog(s|ged|ging)? an error\b/i;
    const otherWording = (text: string) => aboutTheCheck.test(text) && whatItDoes.test(text) && !oneWording.test(text);
    for (const sentence of [
      'The serializability check warns about a Date in an action.',
      'It reports non-serializable values in the console.',
      'A promise in the state makes the serializable middleware complain.',
    ]) {
      expect(otherWording(sentence), sentence).toBe(true);
    }
    expect(otherWording('The serializability check logs an error naming the path.')).toBe(false);
    expect(sentencesWhere(otherWording)).toEqual([]);
  });

  it('no page says the immutability check or the serializability check warns', () => {
    const checkWarns = /\b(immutab\w*|mutation|serializab\w*) check\b[^.;]*?\bwarns?\b/i;
    const warnsAboutValues = /\bwarns?\b[^.;]*?\b(mutat\w*|non-serializable)/i;
    expect(sentencesWhere((text) => checkWarns.test(text) || warnsAboutValues.test(text))).toEqual([]);
  });
});

describe('legacy_createStore and legacy_connect', () => {
  it('legacy_createStore is a separate wrapper around createStore that behaves identically', () => {
    expect(legacy_createStore).not.toBe(createStore);
    expect(packageSource('redux/dist/redux.mjs')).toMatch(
      /function legacy_createStore\(reducer, preloadedState, enhancer\) \{\s*return createStore\(reducer, preloadedState, enhancer\);\s*\}/,
    );
    const reducer = (state: string[] = [], action: UnknownAction) =>
      action.type === 'log/added' ? [...state, String(action.payload)] : state;
    const [a, b] = [createStore(reducer, ['start']), legacy_createStore(reducer, ['start'])];
    for (const store of [a, b]) store.dispatch({type: 'log/added', payload: 'one'});
    expect(b.getState()).toEqual(a.getState());
  });

  it('legacy_connect, by contrast, is the very same function as connect', () => {
    expect(legacy_connect).toBe(connect);
  });

  it('React-Redux 9.3 marks connect @deprecated in its typings, and exports legacy_connect without the mark', () => {
    const [major, minor] = (JSON.parse(packageSource('react-redux/package.json')) as {version: string}).version
      .split('.')
      .map(Number);
    expect(major! > 9 || (major === 9 && minor! >= 3), 'React-Redux 9.3 or later').toBe(true);
    const typings = packageSource('react-redux/dist/react-redux.d.ts');
    // The JSDoc block right before each declaration
    const docOf = (name: string) =>
      new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*declare const ${name}: Connect;`).exec(typings)?.[1];
    expect(docOf('connect')).toMatch(/@deprecated/);
    expect(docOf('legacy_connect')).toBeDefined();
    expect(docOf('legacy_connect')).not.toMatch(/@deprecated/);
    expect(/^export \{[^}]*\blegacy_connect\b[^}]*\};?$/m.test(typings), 'legacy_connect is exported').toBe(true);
  });

  it('the pages about connect say so, and that the mark shows only in editors', () => {
    // A paragraph of the page names connect, @deprecated, the version, legacy_connect, and says the mark is visual
    const visualOnly =
      /\b(editors? only|in editors|strikes? .* through|struck through|strikethrough|no runtime|nothing changes at runtime)\b/i;
    for (const file of [
      'api/bindactioncreators.mdx',
      'faq/react-redux.mdx',
      'faq/immutable-data.mdx',
      'introduction/why-rtk-is-redux-today.mdx',
    ]) {
      const paragraphs = readFileSync(path.join(docsDir, file), 'utf8').split('\n');
      const says = paragraphs.some(
        (line) =>
          /`connect`/.test(line) &&
          /`@deprecated`/.test(line) &&
          /React-Redux 9\.3\b/.test(line) &&
          /`legacy_connect`/.test(line) &&
          visualOnly.test(line),
      );
      expect(says, file).toBe(true);
    }
    // On the other reference pages too, a paragraph that calls connect deprecated names legacy_connect
    const reference = (file: string) => /^(introduction|api|faq|redux-toolkit)\//.test(path.relative(docsDir, file));
    const unpaired = mdxFiles()
      .filter(reference)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({line, index}))
          .filter(
            ({line}) =>
              /`connect`[^.]*\bdeprecated\b|\bdeprecated\b[^.]*`connect`/.test(line) && !/legacy_connect/.test(line),
          )
          .map(({index}) => `${path.relative(root, file)}:${index + 1}`),
      );
    expect(unpaired).toEqual([]);
  });

  it('no page calls legacy_createStore the same function as createStore, or an alias of it', () => {
    expect(
      sentencesWhere((text) => /legacy_createStore/.test(text) && /\b(same function|an alias|alias of)\b/i.test(text)),
    ).toEqual([]);
  });
});

describe('when useSelector runs a selector', () => {
  const reactRedux = packageSource('react-redux/dist/react-redux.mjs');

  it('it reads the root state as its snapshot, so a selector runs again only for a new root state', () => {
    // useSyncExternalStoreWithSelector re-runs the selector only when the snapshot (store.getState())
    // is a new value, or when the selector function itself changes.
    expect(reactRedux).toMatch(
      /useSyncExternalStoreWithSelector\(subscription\.addNestedSub, store\.getState, getServerState \|\| store\.getState, wrappedSelector, equalityFn\)/,
    );
  });

  it('its stability check runs once, on the first call, by default', () => {
    expect(reactRedux).toMatch(/stabilityCheck = "once"/);
    expect(reactRedux).toMatch(/finalStabilityCheck === "once" && firstRun\.current/);
  });

  it('a page that says when the stability check runs says it runs once, on the first call', () => {
    const aboutTheCheck = (text: string) =>
      /\bstabilityCheck\b/.test(text) || (/\buseSelector\b/.test(text) && /\btwice\b/.test(text));
    const saysWhen = /\b(by default|default|every|each|always|first|once)\b/i;
    const once = /\b(once|first)\b/i;
    const everyTime = /\b(every|each) (call|render|time|run|dispatch|update)\b/i;
    expect(
      sentencesWhere(
        (text) => aboutTheCheck(text) && saysWhen.test(text) && (!once.test(text) || everyTime.test(text)),
      ),
    ).toEqual([]);
    // The pages that describe the default today, so the check above has something to read
    if (!checkedPage)
      expect(sentencesWhere((text) => aboutTheCheck(text) && once.test(text)).length).toBeGreaterThanOrEqual(2);
  });

  it('no page says that useSelector runs selectors after every dispatch', () => {
    expect(
      sentencesWhere(
        (text) =>
          /\b(every|each) dispatch/i.test(text) &&
          /\b(re-?runs?|runs?|calls?) (its |the |your |every |each )?(mounted )?(useSelector )?selectors?\b|\bselectors? (re-?)?run\b/i.test(
            text,
          ),
      ),
    ).toEqual([]);
  });
});

describe('the browser-ready builds', () => {
  const bareImports = (file: string) =>
    [...packageSource(file).matchAll(/\bfrom\s*"([^"./][^"]*)"/g)].map(([, name]) => name);

  it('only redux.browser.mjs is self-contained; the Redux Toolkit and React-Redux ones import bare package names', () => {
    expect(bareImports('redux/dist/redux.browser.mjs')).toEqual([]);
    expect(bareImports('@reduxjs/toolkit/dist/redux-toolkit.browser.mjs')).toEqual(
      expect.arrayContaining(['redux', 'immer']),
    );
    expect(bareImports('react-redux/dist/react-redux.browser.mjs')).toEqual(expect.arrayContaining(['react']));
  });

  it('a page that offers the Redux Toolkit or React-Redux .browser.mjs files says they need an import map', () => {
    expect(
      sentencesWhere(
        (text) => /\.browser\.mjs/.test(text) && /Toolkit|React-Redux/.test(text) && !/import map/i.test(text),
      ),
    ).toEqual([]);
  });
});

describe('Redux DevTools traces', () => {
  // examples/counter-ts/src/app/devTools.test.ts proves the behaviour with a stand-in extension;
  // Essentials Part 2 once said the opposite (issue 16).
  it('configureStore asks the extension for stack traces unless NODE_ENV is production', () => {
    expect(packageSource('@reduxjs/toolkit/dist/redux-toolkit.modern.mjs')).toMatch(
      /composeWithDevTools\(\{\s*trace: process\.env\.NODE_ENV !== "production",\s*\.\.\.typeof devTools === "object" && devTools\s*\}\)/,
    );
  });

  it('no page says that tracing is off unless you turn it on', () => {
    const aboutTracing = /\btrac(e|es|ed|ing)\b/i;
    const offByDefault = /\b(leaves? it off|off by default|only (shows|records|when)|turns? (tracing|it) on with)\b/i;
    expect(sentencesWhere((text) => aboutTracing.test(text) && offByDefault.test(text))).toEqual([]);
  });
});

describe('createStore and the store (the API pages)', () => {
  it('every store dispatches @@redux/INIT, with an enhancer too', () => {
    const seen: string[] = [];
    const reducer = (state: number = 0, action: UnknownAction) => {
      seen.push(action.type);
      return state;
    };
    const passThrough: StoreEnhancer = (next) => (r, preloaded) => next(r, preloaded);
    createStore(reducer);
    createStore(reducer, passThrough);
    expect(seen).toHaveLength(2);
    for (const type of seen) expect(type).toMatch(/^@@redux\/INIT/);
  });

  it('no page says the INIT action depends on the enhancer', () => {
    expect(
      sentencesWhere(
        (text) =>
          /@@redux\/INIT/.test(text) &&
          /\b(otherwise|unless|without an enhancer|if no enhancer|when no enhancer)\b/i.test(text),
      ),
    ).toEqual([]);
  });

  it('a listener that always dispatches never stops: the stack overflows', () => {
    const store = createStore((state: number = 0, action: UnknownAction) =>
      action.type === 'clock/ticked' ? state + 1 : state,
    );
    store.subscribe(() => store.dispatch({type: 'clock/ticked'}));
    expect(() => store.dispatch({type: 'clock/ticked'})).toThrow(RangeError);
  });

  it('/api/store warns about it', () => {
    const page = readFileSync(path.join(docsDir, 'api/store.mdx'), 'utf8');
    expect(page).toMatch(/:::warning\s+A listener that always dispatches never stops/);
  });
});

describe('combineReducers and combineSlices (the API and FAQ pages)', () => {
  const items = (state: string[] = []) => state;
  const filter = (state: string = 'all') => state;

  it('combineReducers returns the same root only when no slice changed and the key counts match', () => {
    const root = combineReducers({items, filter});
    const state = root(undefined, {type: 'app/started'});
    expect(root(state, {type: 'nothing/happened'})).toBe(state);
    // A key no reducer owns: no slice changed, but the counts differ, so a new root without it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const withExtra = {...state, leftover: true} as unknown as typeof state;
    const next = root(withExtra, {type: 'nothing/happened'});
    expect(next).not.toBe(withExtra);
    expect(next).toEqual(state);
  });

  it('a reference page that says when combineReducers keeps the old root also says the key counts must match', () => {
    // Every page but the refactoring example, whose hand-written root reducer has no key check
    const reference = (file: string) => !file.endsWith('refactoring-reducer-example.mdx');
    const keepsTheRoot =
      /\b(returns?|keeps?|hands? back|gives? back)\b[^.;]*\b(same|previous|old|existing|unchanged)\b[^.;]*\b(root|state object)\b|\b(root|state) object unchanged\b/i;
    const whenNothingChanged =
      /\b(when|if|as long as|only when|unless)\b[^.;]*\b(no|none|every|each|all)\b[^.;]*\b(slices?|reducers?)\b/i;
    const describing = (text: string) => keepsTheRoot.test(text) && whenNothingChanged.test(text);
    // The performance FAQ's sentence before the audit
    expect(describing('combineReducers returns the previous root object when none of its slices changed.')).toBe(true);
    expect(sentencesWhere((text) => describing(text) && !/\bkeys?\b/.test(text), reference)).toEqual([]);
    // The API page, the immutable-data FAQ and the performance FAQ state the rule
    if (!checkedPage) expect(sentencesWhere(describing, reference).length).toBeGreaterThanOrEqual(3);
  });

  it('combineSlices keys each slice by its reducerPath, which is the name unless given', () => {
    const named = createSlice({name: 'playlist', initialState: [] as string[], reducers: {}});
    const moved = createSlice({
      name: 'settings',
      reducerPath: 'preferences',
      initialState: {shuffle: false},
      reducers: {},
    });
    const state = combineSlices(named, moved)(undefined, {type: 'app/started'});
    expect(Object.keys(state).sort()).toEqual(['playlist', 'preferences']);
  });

  it('no reference page says combineSlices keys a slice by its name alone', () => {
    // The introduction, API, FAQ and Redux Toolkit pages, which issue 15 reviewed.
    const reference = (file: string) => /^(introduction|api|faq|redux-toolkit)\//.test(file);
    expect(
      sentencesWhere(
        (text) =>
          /combineSlices/.test(text) &&
          /\b(?:keyed by|by|under) (?:its |their |the slices?'?s? )?names?\b/i.test(text) &&
          !/reducerPath/.test(text),
        reference,
      ),
    ).toEqual([]);
  });
});

describe('the Redux Toolkit overview', () => {
  it('no page says Getting Started builds an app: its example has no UI', () => {
    const gettingStarted = readFileSync(path.join(docsDir, 'introduction/getting-started.mdx'), 'utf8');
    expect(gettingStarted).not.toMatch(/```(jsx|tsx)/);
    expect(
      sentencesWhere((text) => /Getting Started/.test(text) && /\bbuilds? (a|your) (first )?(\w+ )?app\b/i.test(text)),
    ).toEqual([]);
  });
});

describe('when listeners run (the store page)', () => {
  it('a configureStore store notifies listeners of auto-batched actions after dispatch returns, once per batch', async () => {
    const clock = createSlice({
      name: 'clock',
      initialState: 0,
      reducers: {ticked: {reducer: (ticks: number) => ticks + 1, prepare: prepareAutoBatched<void>()}},
    });
    const store = configureStore({reducer: clock.reducer});
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispatch(clock.actions.ticked());
    store.dispatch(clock.actions.ticked());
    expect([store.getState(), calls]).toEqual([2, 0]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
  });

  it('no page says every listener has run when dispatch returns without naming the core store', () => {
    const everyListenerRan =
      /\b(every|all|each) (the )?listeners?\b[^.]*\b(have|has) (already )?run\b|\bwhen it returns\b[^.]*\bevery listener\b/i;
    expect(
      sentencesWhere((text) => everyListenerRan.test(text) && !/createStore|core store|auto-?batch/i.test(text)),
    ).toEqual([]);
  });
});

describe('error codes of the other packages (/errors)', () => {
  it("React-Redux's builds have no error codes, unlike Redux Toolkit's", () => {
    expect(packageSource('@reduxjs/toolkit/dist/redux-toolkit.modern.mjs')).toMatch(/Minified Redux Toolkit error #/);
    for (const file of [
      'react-redux/dist/react-redux.mjs',
      'react-redux/dist/react-redux.browser.mjs',
      'react-redux/dist/cjs/react-redux.production.min.cjs',
    ]) {
      expect(packageSource(file), file).not.toMatch(/Minified|formatProdErrorMessage/);
    }
  });

  it('the /errors page does not send readers to React-Redux for error codes', () => {
    const errorsPage = readFileSync(path.join(root, 'src/pages/errors.tsx'), 'utf8').replace(/\s+/g, ' ');
    expect(errorsPage).not.toMatch(/Redux Toolkit and React-Redux report their own errors with their own codes/);
    expect(errorsPage).toMatch(/React-Redux has no error codes/);
  });
});

describe('imports on the API pages', () => {
  it('an API page whose app uses Redux Toolkit imports from redux only in legacy setups or to show the two packages export the same functions', () => {
    const apiPages = docsPages.filter((page) => page.file.startsWith('api/')).map((page) => page.path);
    const offending = apiPages.flatMap((file) => {
      const blocks = extractCodeBlocks(readFileSync(file, 'utf8')).filter(
        (block) => /^(ts|tsx|js|jsx)$/.test(block.lang) && !parseMeta(block.meta).fragment,
      );
      if (!blocks.some((block) => /from '@reduxjs\/toolkit/.test(block.code))) return [];
      return blocks
        .filter((block) => /from 'redux'/.test(block.code))
        .filter(
          (block) =>
            !/\b(legacy_createStore|createStore)\b/.test(block.code) && !/from '@reduxjs\/toolkit'/.test(block.code),
        )
        .map((block) => `${path.relative(root, file)}:${block.line}`);
    });
    expect(offending).toEqual([]);
  });
});

describe('the home page', () => {
  it('sends readers to the page that builds its sample (hooks file and component), not to Getting Started', () => {
    const home = readFileSync(path.join(root, 'src/pages/index.tsx'), 'utf8').replace(/\s+/g, ' ');
    const sample = readFileSync(path.join(root, 'src/pages/_components/HomeExample.mdx'), 'utf8');
    expect(sample).toMatch(/withTypes/);
    expect(home).not.toMatch(/(Walk through|Build) it step by step in <Link to="\/introduction\/getting-started"/);
    expect(home).toMatch(/step by step in the <Link to="\/tutorials\/typescript-quick-start">/);
    expect(readFileSync(path.join(docsDir, 'tutorials/typescript-quick-start.mdx'), 'utf8')).toMatch(/withTypes/);
  });
});

import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  configureStore,
  createEntityAdapter,
  createSelector,
  createSlice,
  lruMemoize,
  type Middleware,
  type Store,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {combineSlices} from '@reduxjs/toolkit';
import {extractCodeBlocks} from '../../scripts/samples/extract';
import {docsPages} from './docsPages';
import {sentencesOf} from './pageMentions';

/**
 * Facts the usage guides, Structuring Reducers and the style guide once got wrong, each proved
 * against the installed packages, with a check that the pages now say what the packages do.
 * (Behaviour that needs a browser or a dev server is tested in tests/samples: the thunks guide's
 * StrictMode render, Configuring Your Store's hot reloading.)
 */
const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const page = (file: string) => readFileSync(path.join(docsDir, file), 'utf8');
const packageSource = (file: string) => readFileSync(path.join(root, 'node_modules', file), 'utf8');

/** The pages the sentence rules read (only the checked one under `npm run check:page`). */
const pages = docsPages.map((checked) => checked.file);

/** `docs/file:line "sentence"` for every sentence of the pages that `wrong` matches (code blocks excluded, backticks removed). */
function sentencesWhere(wrong: (text: string) => boolean, only: (file: string) => boolean = () => true): string[] {
  return pages.filter(only).flatMap((file) =>
    sentencesOf(page(file))
      .filter(({text}) => wrong(text.replace(/`/g, '')))
      .map(({line, text}) => `docs/${file}:${line} "${text}"`),
  );
}

const withNodeEnv = <T>(value: string, run: () => T): T => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = value;
  try {
    return run();
  } finally {
    process.env.NODE_ENV = before;
  }
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("configureStore's middleware option (Configuring Your Store)", () => {
  const seen: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (typeof action === 'object' && action && 'type' in action) seen.push(String(action.type));
    return next(action);
  };
  const reducer = (state: number = 0) => state;

  it('an array instead of the callback throws "must be a callback" in development, and is silently replaced by the defaults in production', () => {
    expect(() => configureStore({reducer, middleware: [recorder] as never})).toThrow(
      '`middleware` field must be a callback',
    );
    seen.length = 0;
    const store = withNodeEnv('production', () => configureStore({reducer, middleware: [recorder] as never}));
    store.dispatch({type: 'test/ran'});
    expect(seen).toEqual([]);
  });

  it('a callback that returns a plain array works at run time (TypeScript is what rejects it)', () => {
    seen.length = 0;
    // Typed as a plain Store: the cast that gets past TypeScript leaves dispatch typed `never`.
    const store: Store<number> = configureStore({reducer, middleware: () => [recorder] as never});
    store.dispatch({type: 'test/ran'});
    expect(seen).toEqual(['test/ran']);
  });

  it('no page blames "must be a callback" on a callback returning an array, or says an array throws without saying where', () => {
    const aboutCallback = (text: string) =>
      /must be a callback/.test(text) &&
      /\b(returns?|returned|returning)\b[^.]*\bplain array\b|\bplain array here\b/i.test(text);
    const throwsEverywhere = (text: string) =>
      /\barray\b/i.test(text) &&
      /\bmiddleware\b/.test(text) &&
      /\bthrows?\b/.test(text) &&
      !/\bdevelopment\b/.test(text);
    expect(
      aboutCallback('Redux Toolkit 2 rejects a plain array here with "middleware field must be a callback".'),
    ).toBe(true);
    expect(throwsEverywhere('Passing an array instead throws in Redux Toolkit 2 (middleware).')).toBe(true);
    expect(sentencesWhere((text) => aboutCallback(text) || throwsEverywhere(text))).toEqual([]);
  });

  it('lists one middleware twice: a development error that the defaults list names', () => {
    expect(() =>
      configureStore({reducer, middleware: (getDefault) => getDefault().concat(recorder, recorder)}),
    ).toThrow(/^Duplicate middleware references found when creating the store/);
    expect(page('usage/configuring-your-store.mdx')).toMatch(/duplicateMiddlewareCheck/);
  });
});

describe('a reducer written for useReducer (Migrating to Modern Redux)', () => {
  type Todo = {id: number; text: string};
  // As React's docs teach it: the initial state comes from useReducer, unknown actions throw
  function todosReducer(todos: Todo[], action: UnknownAction): Todo[] {
    switch (action.type) {
      case 'added':
        return [...todos, action.payload as Todo];
      default:
        throw Error(`Unknown action: ${action.type}`);
    }
  }

  it('throws on Redux’s own init action, and works once state has a default and unknown actions return it', () => {
    expect(() => configureStore({reducer: {todos: todosReducer as never}})).toThrow(/Unknown action: @@redux\/INIT/);
    const fixed = (todos: Todo[] = [], action: UnknownAction) =>
      action.type === 'added' ? [...todos, action.payload as Todo] : todos;
    const store = configureStore({reducer: {todos: fixed}});
    store.dispatch({type: 'added', payload: {id: 1, text: 'Water the plants'}});
    expect(store.getState().todos).toHaveLength(1);
  });

  it('the guide says what to change instead of "as it is"', () => {
    expect(
      sentencesWhere((text) => /useReducer/.test(text) && /\bas it is\b|\bunchanged\b|\bas[- ]is\b/i.test(text)),
    ).toEqual([]);
    const migrating = page('usage/migrating-to-redux.mdx');
    expect(migrating).toMatch(/`useReducer`[^\n]*default value[^\n]*`default` case return `state`/);
  });
});

describe('typing a generic slice (Reusing Reducer Logic, Usage With TypeScript)', () => {
  /** A heading's generated id as Docusaurus makes it for a unique heading: lower case, punctuation dropped, spaces as hyphens. */
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
  /** Each heading of a page with its ids (the explicit ones of heading-aliases, else the slug) and the text up to the next heading. */
  const sections = (source: string) => {
    const parts = source.split(/^(?=#{2,4} )/m).slice(1);
    return parts.map((part) => {
      const heading = part.split('\n', 1)[0]!;
      const explicit = /\{\/\*((?:\s*#[^\s*]+)+)\s*\*\/\}/
        .exec(heading)?.[1]
        ?.trim()
        .split(/\s+/)
        .map((id) => id.slice(1));
      const text = heading
        .replace(/^#+ /, '')
        .replace(/\{\/\*[\s\S]*?\*\/\}/, '')
        .trim();
      return {ids: explicit ?? [slug(text)], body: part};
    });
  };

  it('the pointer for a factory whose state type is a parameter lands on a section that shows one', () => {
    const pointers = sentencesOf(page('usage/structuring-reducers/reusing-reducer-logic.mdx')).filter(({text}) =>
      /\bgeneric\b|state type\*? is a parameter/i.test(text),
    );
    expect(pointers.length, 'the sentence that points to generic slices').toBeGreaterThan(0);
    const targets = pointers.flatMap(({text}) =>
      [...text.matchAll(/\]\((\/usage\/usage-with-typescript[^)\s]*)\)/g)].map(([, link]) => link!),
    );
    // A link to the page alone once promised a section that did not exist
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      const id = target.split('#')[1];
      expect(id, `${target} names a section`).toBeTruthy();
      const section = sections(page('usage/usage-with-typescript.mdx')).find(({ids}) => ids.includes(id!));
      expect(section, `#${id} is a heading of Usage With TypeScript`).toBeDefined();
      const code = extractCodeBlocks(section!.body)
        .map((block) => block.code)
        .join('\n');
      expect(code).toMatch(/ValidateSliceCaseReducers<[^>]*>/);
      expect(code, 'a function generic in the state type that calls createSlice').toMatch(
        /function \w+<\s*\w+\b[\s\S]*?\bcreateSlice\(/,
      );
    }
  });
});

describe('createEntityAdapter: setAll and setMany (Managing Normalized Data)', () => {
  it('setAll replaces the whole collection; setMany replaces the items it is given', () => {
    const adapter = createEntityAdapter<{id: string; name: string}>();
    const start = adapter.setAll(adapter.getInitialState(), [
      {id: 'a', name: 'A'},
      {id: 'b', name: 'B'},
    ]);
    expect(adapter.setAll(start, [{id: 'c', name: 'C'}]).ids).toEqual(['c']);
    expect(adapter.setMany(start, [{id: 'c', name: 'C'}]).ids).toEqual(['a', 'b', 'c']);
  });

  it('no page says setAll replaces items (it replaces the collection)', () => {
    expect(
      sentencesWhere((text) => /\bsetAll\b/.test(text) && /\breplaces? (whole |the )?items\b/i.test(text)),
    ).toEqual([]);
  });
});

describe('lruMemoize and argsMemoize (Deriving Data with Selectors)', () => {
  type State = {items: {category: string}[]};
  const state: State = {items: [{category: 'food'}, {category: 'travel'}]};
  const count = (options: Parameters<typeof createSelector>[2]) => {
    const selector = createSelector(
      [(s: State) => s.items, (_: State, category: string) => category],
      (items, category) => items.filter((item) => item.category === category),
      options as never,
    );
    for (const category of ['food', 'travel', 'food', 'travel']) selector(state, category);
    return selector.recomputations();
  };

  it('maxSize shows only when argsMemoize is lruMemoize too; the default argsMemoize already caches every argument set', () => {
    expect(count({memoize: lruMemoize, argsMemoize: lruMemoize})).toBe(4);
    expect(count({memoize: lruMemoize, argsMemoize: lruMemoize, memoizeOptions: {maxSize: 2}})).toBe(2);
    expect(count({memoize: lruMemoize})).toBe(2);
    expect(count({memoize: lruMemoize, memoizeOptions: {maxSize: 2}})).toBe(2);
  });

  it('the guide’s two lruMemoize selectors differ only in maxSize', () => {
    const block = extractCodeBlocks(page('usage/deriving-data-selectors.mdx')).find((candidate) =>
      candidate.code.includes('withLruOfTwo'),
    )!.code;
    // The options object: from the third argument's brace to its closing brace, whitespace made single spaces
    const options = (name: string) =>
      block
        .replace(/\s+/g, ' ')
        .split(`const ${name} = `)[1]!
        .split('byCategory, {')[1]!
        .split(/ \},? \)/)[0]!
        .trim();
    expect(options('withLruOfOne')).toBe('memoize: lruMemoize, argsMemoize: lruMemoize,');
    expect(options('withLruOfTwo')).toBe(
      'memoize: lruMemoize, argsMemoize: lruMemoize, memoizeOptions: { maxSize: 2 },',
    );
  });

  it('no page says results for primitive inputs stay until clearCache() (entries under the state object go with it)', () => {
    expect(sentencesWhere((text) => /clearCache/.test(text) && /\bprimitive\b/i.test(text))).toEqual([]);
  });
});

describe('preloaded state for a slice that is not injected yet (Code Splitting)', () => {
  it('is dropped when the store is created', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = createSlice({name: 'session', initialState: {user: 'x'}, reducers: {}});
    const invoices = createSlice({name: 'invoices', initialState: {items: [] as string[]}, reducers: {}});
    const rootReducer = combineSlices(session).withLazyLoadedSlices<{invoices: {items: string[]}}>();
    const store = configureStore({
      reducer: rootReducer,
      preloadedState: {session: {user: 'x'}, invoices: {items: ['saved']}} as never,
    });
    expect(Object.keys(store.getState())).toEqual(['session']);
    rootReducer.inject(invoices);
    store.dispatch({type: 'any/action'});
    expect(store.getState().invoices).toEqual({items: []});
    expect(page('usage/code-splitting.mdx')).toMatch(/drops keys it has no reducer for/);
  });
});

describe("Redux Toolkit's frozen state and the mutation mistakes (style guide, Immutable Update Patterns)", () => {
  const slice = createSlice({name: 'items', initialState: [3, 1, 2], reducers: {added: (state) => void state.push(0)}});

  it('items.sort() on state from a configureStore store throws', () => {
    const store = configureStore({reducer: {items: slice.reducer}});
    store.dispatch(slice.actions.added());
    expect(() => store.getState().items.sort()).toThrow(/read only|read-only|frozen/i);
    expect(
      sentencesWhere(
        (text) => /items\.sort\(\)/.test(text) && !/\bthrows?\b/.test(text),
        (file) => file === 'style-guide/index.mdx',
      ),
    ).toEqual([]);
  });

  it('a mutation below a copied level keeps the selected object’s reference, so useSelector misses the change', () => {
    const before = {venue: {name: 'Hall', address: {city: 'Lisbon'}}};
    const selectAddress = (state: typeof before) => state.venue.address;
    const next = {...before, venue: {...before.venue}}; // address not copied
    next.venue.address.city = 'Porto';
    expect(next).not.toBe(before);
    expect(selectAddress(next)).toBe(selectAddress(before));
    expect(page('usage/structuring-reducers/immutable-update-patterns.mdx')).toMatch(/misses the update/);
  });
});

describe('logging in reducers (style guide, Prerequisite Reducer Concepts)', () => {
  it('no page bans logging in reducers while Immutable Update Patterns logs in one', () => {
    const logsInReducer = extractCodeBlocks(page('usage/structuring-reducers/immutable-update-patterns.mdx')).some(
      (block) => /reducers: \{[\s\S]*console\.log\(current\(state\)\)/.test(block.code),
    );
    expect(logsInReducer).toBe(true);
    const bansLogging = (text: string) =>
      /\breducers?\b/i.test(text) && /\bno\b[^.()]*\blogging\b|\blogging\b[^.]*\bnot allowed\b/i.test(text);
    const listsLogging = (file: string) =>
      page(file)
        .split('\n')
        .filter((line) => /^- .*\blogging\b/.test(line) && !/debug/i.test(line));
    expect(sentencesWhere(bansLogging)).toEqual([]);
    expect(listsLogging('usage/structuring-reducers/prerequisite-concepts.mdx')).toEqual([]);
  });
});

describe('words the pages use for reducer parts (Splitting Up Reducer Logic, the refactoring example)', () => {
  it('a case reducer takes (state, action): no page gives one other arguments', () => {
    expect(
      sentencesWhere((text) =>
        /\bcase reducers?\b[^.;]*\b(extra arguments|rather than the (whole )?action|only the key it changes|given only)\b/i.test(
          text,
        ),
      ),
    ).toEqual([]);
    const comments = [
      'usage/structuring-reducers/splitting-reducer-logic.mdx',
      'usage/structuring-reducers/refactoring-reducer-example.mdx',
    ].flatMap((file) =>
      extractCodeBlocks(page(file)).flatMap((block) =>
        block.code.split('\n').filter((line) => /\/\/ Case reducers?\b/.test(line)),
      ),
    );
    expect(comments).toEqual([]);
  });
});

describe('Server Rendering and Next.js', () => {
  it('does not claim a Next.js version its Next.js code never ran against', () => {
    expect(sentencesWhere((text) => /\bwritten for\b[^.]*Next\.js \d/i.test(text))).toEqual([]);
    expect(page('usage/server-rendering.mdx')).toMatch(/tested without Next\.js/);
  });
});

describe('the troubleshooting table quotes real messages', () => {
  const sources = [
    'redux/dist/redux.mjs',
    '@reduxjs/toolkit/dist/redux-toolkit.modern.mjs',
    '@reduxjs/toolkit/dist/query/rtk-query.modern.mjs',
    'react-redux/dist/react-redux.mjs',
    'immer/dist/immer.mjs',
    'reselect/dist/reselect.mjs',
  ]
    .map(packageSource)
    .join('\n');

  it('every quoted message is in the installed packages (… stands for the part that varies)', () => {
    const table = page('usage/troubleshooting.mdx')
      .split('\n')
      .filter((line) => line.startsWith('| "'));
    const quotes = table.flatMap((line) =>
      [...line.split('|')[1]!.matchAll(/"([^"]*(?:"[^"]*"[^"]*)*?)"(?=;|\s*\(|\s*$|\s*or\b)/g)].map(
        ([, quote]) => quote!,
      ),
    );
    expect(quotes.length).toBeGreaterThanOrEqual(12);
    const missing = quotes.filter((quote) => {
      const pattern = quote
        .replace(/\\`/g, '`')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .split('…')
        .map((part) =>
          part
            .trim()
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(/"/g, '(?:"|\\\\")')
            // What the message interpolates: a quoted type name ('function'), an error code (#N)
            .replace(/'\w+'/g, "'[^']+'")
            .replace(/#N\b/g, '#\\S+'),
        )
        .join('[\\s\\S]{0,120}?');
      return !new RegExp(pattern).test(sources);
    });
    expect(missing).toEqual([]);
  });
});

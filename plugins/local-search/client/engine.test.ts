import {describe, expect, it} from 'vitest';
import {SearchEngine} from './engine';
import type {IndexedPage} from './indexFormat';
import {indexFiles} from '../indexFiles';

const page = (u: string, t: string, s: IndexedPage['s'], extra: Partial<IndexedPage> = {}): IndexedPage => ({
  u,
  t,
  d: '',
  c: 'Docs',
  w: 1,
  lang: 'en',
  tag: 'docs-default-current',
  s,
  ...extra,
});

/** A small site: the engine over both parts of its index, as the browser builds it. */
function engineFor(pages: IndexedPage[], withText = true): SearchEngine {
  const {manifest, files} = indexFiles(pages);
  const engine = new SearchEngine(JSON.parse(files[0]!.content));
  if (withText) engine.addText(JSON.parse(files[1]!.content), manifest.first);
  return engine;
}

const site: IndexedPage[] = [
  page('/api/combinereducers', 'combineReducers', [
    {a: '', h: [], x: 'Turns an object of slice reducers into one root reducer.'},
    {a: 'tips', h: ['Tips'], x: 'Nest combineReducers for deeper state trees.'},
  ]),
  page('/guide/reducers', 'Writing reducers', [
    {
      a: 'using-combinereducers',
      h: ['Using combineReducers'],
      x: 'The helper combineReducers calls each slice reducer with its part of the state.',
    },
  ]),
  page(
    '/api/applymiddleware',
    'applyMiddleware',
    [{a: '', h: [], x: 'Middleware wraps dispatch to add behaviour, such as logging every action.'}],
    {k: ['middleware']},
  ),
  page('/usage/writing-tests', 'Writing Tests', [
    {a: '', h: [], x: 'Test what the user sees, with a real store.'},
    {
      a: 'testing-components',
      h: ['Testing components'],
      x: 'Render the component with a fresh store and assert on the screen.',
    },
  ]),
  page(
    '/introduction/ecosystem',
    'Ecosystem',
    [
      {
        a: 'testing',
        h: ['Testing'],
        x: 'Libraries for testing a component with redux: many links to other test tools and component test helpers.',
      },
    ],
    {w: 0.5},
  ),
  page('/faq/react-redux', 'FAQ: React Redux', [
    {
      a: 'why-no-rerender',
      h: ["Why doesn't my component re-render after I dispatch an action?"],
      x: 'useSelector re-renders only for a new reference.',
    },
    {
      a: 'context',
      h: ['Should I use Redux or React Context?'],
      x: 'Context passes values; Redux manages updates. A component re-render happens when context changes.',
    },
  ]),
  page('/usage/typescript', 'Usage With TypeScript', [
    {a: 'typed-hooks', h: ['Pre-typed hooks'], n: ['useAppSelector'], x: 'Define the hooks once, with their types.'},
  ]),
  page('/errors', 'Production error codes', [
    {a: 'code-9', h: ['All error codes', 'Error #9'], x: 'Reducers may not dispatch actions.'},
    {
      a: 'code-7',
      h: ['All error codes', 'Error #7'],
      x: 'Actions must be plain objects. Instead, the actual type was: something else.',
    },
  ]),
  page('/old/store', 'Store (old version)', [{a: '', h: [], x: 'An old store page.'}], {tag: 'docs-default-1.0'}),
];
const engine = engineFor(site);
const pagesFor = (query: string, target = engine) => target.search(query).pages.map((hit) => hit.page.u);

describe('the search engine', () => {
  it('ranks the page whose title is the exact API name above a heading that mentions it', () => {
    expect(pagesFor('combineReducers')[0]).toBe('/api/combinereducers');
  });

  it('finds a name with one typo, and a keyword with one typo', () => {
    expect(pagesFor('combineReducer')[0]).toBe('/api/combinereducers');
    expect(pagesFor('middlware')[0]).toBe('/api/applymiddleware');
  });

  it('reads a misspelled API name as the closest one on the site, not as its parts', () => {
    const withStore = engineFor([
      page('/api/store', 'Store', [{a: '', h: [], x: 'The store holds the state.'}]),
      page('/rtk', 'Redux Toolkit', [{a: '', h: [], x: 'Call configureStore with your reducers.'}]),
    ]);
    expect(pagesFor('configureStore', withStore)[0]).toBe('/rtk');
    expect(pagesFor('configurStore', withStore)[0]).toBe('/rtk');
    expect(pagesFor('store', withStore)[0]).toBe('/api/store');
  });

  it('matches a prefix of the last word, for search as you type', () => {
    expect(pagesFor('applyMidd')[0]).toBe('/api/applymiddleware');
  });

  it('lets question words not decide: the page titled for the question ranks above a list of resources', () => {
    expect(pagesFor('how do I test a component with redux')[0]).toBe('/usage/writing-tests');
  });

  it('ranks the heading that asks the question above a passing mention of its words', () => {
    const result = engine.search('why is my component not re-rendering');
    expect(result.pages[0]!.page.u).toBe('/faq/react-redux');
    expect(result.pages[0]!.sections[0]!.section.a).toBe('why-no-rerender');
  });

  it('ranks the section that defines an API name first', () => {
    expect(engine.search('useAppSelector').pages[0]!.sections[0]!.section.a).toBe('typed-hooks');
  });

  it('finds the source of a pasted message', () => {
    expect(engine.search('Error: Reducers may not dispatch actions.').pages[0]!.sections[0]!.section.a).toBe('code-9');
    expect(
      engine.search("Actions must be plain objects. Instead, the actual type was: 'Promise'").pages[0]!.sections[0]!
        .section.a,
    ).toBe('code-7');
  });

  it('ranks a page whose keyword phrase the question holds whole above pages that share its words', () => {
    const engine = engineFor([
      page('/faq/react-redux', 'FAQ: React-Redux', [
        {a: '', h: [], x: 'Use React-Redux to read the Redux store from React components without subscribing by hand.'},
        {a: 'hooks', h: ['Which hooks does React-Redux give me?'], x: 'useSelector and useDispatch, for React.'},
      ]),
      page(
        '/faq/general',
        'FAQ: General',
        [{a: 'other-views', h: ['Does Redux only work with React?'], x: 'No: any view layer can use a Redux store.'}],
        {k: ['redux without react']},
      ),
    ]);
    expect(engine.search('can I use redux without react').pages[0]?.page.u).toBe('/faq/general');
  });

  it('weighs a page that mostly lists links less than a page that teaches', () => {
    const [writing, ecosystem] = ['/usage/writing-tests', '/introduction/ecosystem'].map((u) =>
      engine.search('testing').pages.find((hit) => hit.page.u === u)!,
    );
    expect(writing!.score).toBeGreaterThan(ecosystem!.score);
  });

  it('applies a page filter (contextual facets)', () => {
    expect(pagesFor('store')).toContain('/old/store');
    expect(
      engine
        .search('store', {accept: (candidate) => candidate.tag === 'docs-default-current'})
        .pages.map((hit) => hit.page.u),
    ).not.toContain('/old/store');
  });

  it('counts the pages that match every word, not every page that shares one', () => {
    const result = engine.search('combineReducers slice');
    expect(result.count).toBeLessThan(result.pages.length + 1);
    expect(result.pages.filter((hit) => hit.strong)).toHaveLength(result.count);
  });

  it('answers a single known word from the first part, and asks for the text part for questions and unknown words', () => {
    const firstOnly = engineFor(site, false);
    expect(firstOnly.needsText('combineReducers')).toBe(false);
    expect(firstOnly.needsText('how do I test a component')).toBe(true);
    expect(firstOnly.needsText('behaviour')).toBe(true);
    expect(pagesFor('combineReducers', firstOnly)[0]).toBe('/api/combinereducers');
  });

  it('refuses a text part that belongs to another first part', () => {
    const {files} = indexFiles(site);
    const other = new SearchEngine(JSON.parse(files[0]!.content));
    expect(() => other.addText(JSON.parse(files[1]!.content), 'search-index.first.000000000000.json')).toThrow(
      /do not belong together/,
    );
  });

  it('ranks the page a list of links points to above the list (a guide index)', () => {
    // The same prose on both pages: only the list's link share tells them apart.
    const prose = 'Isolated sub-apps: widgets that keep a store of their own.';
    const guides = engineFor([
      page('/a-usage', 'Usage guides', [{a: 'guides', h: ['Guides'], x: `${prose} ${prose}`, o: 0.7}]),
      page('/b-isolating', 'Another page', [{a: 'more', h: ['More'], x: prose}]),
    ]);
    expect(guides.search('isolated sub-apps widgets').pages.map((hit) => hit.page.u)).toEqual([
      '/b-isolating',
      '/a-usage',
    ]);
  });

  it('ranks a page whose title the query holds whole above one whose title says more', () => {
    // The same text on both: only the titles differ ("Installation" is what was asked about).
    const sections = [{a: '', h: [], x: 'Install Redux Toolkit and React-Redux with npm.'}];
    const install = engineFor([
      page('/a-install-and-upgrade', 'Installation, upgrades and migration', sections),
      page('/b-installation', 'Installation', sections),
      ...['c', 'd', 'e'].map((name) => page(`/${name}`, `Topic ${name}`, [{a: '', h: [], x: 'Selectors read state.'}])),
    ]);
    expect(install.search('install redux toolkit').pages[0]!.page.u).toBe('/b-installation');
  });

  it('does not let a vague word outweigh the subject of the question', () => {
    // "multiple" is rare here (one page), "combine" and "reducers" are on every page: by rarity
    // alone the page about multiple stores would answer "combine multiple reducers".
    const combine = engineFor([
      page('/a-stores', 'Store setup', [
        {a: '', h: [], x: 'Can an app have multiple stores? Its reducers stay in one.'},
      ]),
      page('/b-combining', 'Combining reducers', [
        {a: '', h: [], x: 'Combine the slice reducers into one root reducer.'},
      ]),
      ...['c', 'd', 'e'].map((name) =>
        page(`/${name}`, `Topic ${name}`, [{a: '', h: [], x: 'Reducers combine state.'}]),
      ),
    ]);
    expect(combine.search('combine multiple reducers').pages[0]!.page.u).toBe('/b-combining');
  });

  it('suggests the closest known words when nothing matches', () => {
    expect(engine.search('combineReducrz').pages.length).toBeGreaterThanOrEqual(0);
    expect(engine.suggest('componnet')).toEqual(['component']);
    expect(engine.suggest('component')).toEqual([]);
    // A word as the docs write it, never a stem ('test').
    expect(engine.suggest('testting components')).toEqual(['testing components']);
  });

  it.each(['', '   ', '.*+?^${}()|[]\\<>&"\'', '😀🎉', 'مرحبا بالعالم', 'x'.repeat(1000), 'how do I'])(
    'answers %j without throwing',
    (query) => {
      expect(() => engine.search(query)).not.toThrow();
    },
  );
});

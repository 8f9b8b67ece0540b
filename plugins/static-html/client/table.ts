import {use, useRef, useSyncExternalStore} from 'react';

/**
 * A page's table of static content (plugins/static-html): the HTML of its static elements and
 * the code and tokens of its code blocks, in a JSON file of its own.
 */
export type StaticTable = {
  /** The strings, once loaded. */
  strings?: string[];
  /** Loads the strings (once). */
  load: () => Promise<string[]>;
  /** What the page's module awaits before it is ready to render: its table, unless it is the first page. */
  ready?: Promise<unknown>;
};

/** The tables of the page the browser first loaded, which it did not need: loaded after the first navigation. */
const deferred: StaticTable[] = [];

/** Loads the tables that the first page did not need, so that coming back to it finds them (see ./loadDeferredTables.ts). */
export function loadDeferredTables(): void {
  for (const table of deferred.splice(0)) table.load().catch(() => {});
}

type TrackedPromise = Promise<string[]> & {status?: 'fulfilled'; value?: string[]};

/**
 * Made by each page's module. A page's module evaluated after the app started (to render a page
 * the reader navigates to, or ahead of it, on hover) starts loading its table at once. The page
 * the browser first loads does not need its table: the server's HTML already shows it.
 */
export function createStaticTable(source: string[] | (() => Promise<{default: string[]}>)): StaticTable {
  // On the server the strings are at hand: it renders every page in full, without suspending.
  if (Array.isArray(source)) return {strings: source, load: () => Promise.resolve(source)};
  const importTable = source;
  let promise: TrackedPromise | undefined;
  const table: StaticTable = {
    load() {
      // Marked so a test can tell when a page needed its table.
      if (!promise) performance.mark('static-html:table-load');
      promise ??= importTable().then(({default: strings}) => {
        table.strings = strings;
        // What React's `use` reads to return at once rather than suspend.
        promise!.status = 'fulfilled';
        promise!.value = strings;
        return strings;
      });
      return promise;
    },
  };
  if (typeof window !== 'undefined' && 'docusaurusRoot' in window) {
    table.ready = table.load().catch(() => {});
  } else if (typeof window !== 'undefined') {
    deferred.push(table);
  }
  return table;
}

const subscribeToNothing = () => () => {};

/**
 * How a static element renders, decided once, on its first render: `'server DOM'` when React
 * hydrates it in the browser and the table has not loaded (it keeps the DOM the server rendered:
 * an empty inner HTML, which React neither compares nor applies while hydrating, and keeps
 * rendering that, so its DOM is never replaced); `'ready'` when the strings are at hand (the
 * server; a table already loaded); `'await'` otherwise: a page rendered in the browser, whose
 * element waits for the table inside a Suspense boundary of its own.
 */
export function useStaticMode(table: StaticTable): 'server DOM' | 'ready' | 'await' {
  // React asks for the server snapshot exactly when it hydrates (and on the server).
  let hydrating = false;
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => {
      hydrating = true;
      return false;
    },
  );
  const mode = useRef<'server DOM' | 'ready' | 'await' | undefined>(undefined);
  mode.current ??= table.strings ? 'ready' : hydrating && typeof window !== 'undefined' ? 'server DOM' : 'await';
  return mode.current;
}

/** The table's strings, suspending until they have loaded. */
export function useStaticStrings(table: StaticTable): string[] {
  return table.strings ?? use(table.load());
}

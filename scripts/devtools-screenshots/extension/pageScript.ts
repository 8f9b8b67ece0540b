/**
 * The part of the Redux DevTools extension that runs in the app's page, rebuilt from the published
 * packages. The extension injects a script that defines `window.__REDUX_DEVTOOLS_EXTENSION__` and
 * `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` before the page's own code runs; Redux Toolkit's
 * `configureStore` and `composeWithDevTools` from `@redux-devtools/extension` look for the second.
 * Like the extension, this one wraps the store with `@redux-devtools/instrument`, innermost (the
 * middleware sits outside it), with the options the app passes (`trace` among them), and hands
 * the panel the recorded history as the extension's `STATE` message: the lifted state as JSON.
 */
import {instrument, type LiftedStore} from '@redux-devtools/instrument';
import type {Action, Reducer, StoreEnhancer, StoreEnhancerStoreCreator} from 'redux';

/** The options an app can pass, as far as this stand-in uses them. */
type Config = {name?: string; maxAge?: number; trace?: boolean; traceLimit?: number; shouldCatchErrors?: boolean};

/** What the panel receives: the shape of the extension's `STATE` message. */
export type StateMessage = {
  type: 'STATE';
  id: string;
  instanceId: number;
  source: '@devtools-page';
  payload: string;
  libConfig: {name: string; type: 'redux'};
};

const instances: {
  id: number;
  name: string;
  liftedStore: LiftedStore<unknown, Action<string>, unknown>;
  config: Config;
}[] = [];

function devToolsEnhancer(config: Config = {}): StoreEnhancer {
  return ((createStore: StoreEnhancerStoreCreator) => (reducer: Reducer, preloadedState?: unknown) => {
    const store = instrument(undefined, {
      // The extension's defaults.
      maxAge: config.maxAge ?? 50,
      trace: config.trace,
      traceLimit: config.traceLimit ?? 10,
      shouldCatchErrors: config.shouldCatchErrors,
      pauseActionType: '@@PAUSED',
    })(createStore)(reducer, preloadedState as never);
    instances.push({
      id: instances.length + 1,
      name: config.name ?? document.title,
      liftedStore: store.liftedStore as never,
      config,
    });
    return store;
  }) as StoreEnhancer;
}

/** The extension's compose: its own enhancer innermost, the app's enhancers around it. */
function composeWithConfig(config: Config) {
  return (...enhancers: StoreEnhancer[]): StoreEnhancer =>
    (createStore) =>
      enhancers.reduceRight<StoreEnhancerStoreCreator>(
        (composed, enhancer) => enhancer(composed),
        devToolsEnhancer(config)(createStore) as never,
      ) as never;
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION__?: typeof devToolsEnhancer;
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (...args: unknown[]) => unknown;
    __reduxDevToolsStandIn?: {count(): number; options(index: number): Config; message(index: number): StateMessage};
  }
}

window.__REDUX_DEVTOOLS_EXTENSION__ = devToolsEnhancer;
window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...args: unknown[]) => {
  if (args.length === 0) return devToolsEnhancer();
  if (args.length === 1 && typeof args[0] === 'object') return composeWithConfig(args[0] as Config);
  return composeWithConfig({})(...(args as StoreEnhancer[]));
};
window.__reduxDevToolsStandIn = {
  count: () => instances.length,
  options: (index) => instances[index]!.config,
  message(index) {
    const instance = instances[index];
    if (!instance) throw new Error(`no store connected to the DevTools (${instances.length} connected)`);
    return {
      type: 'STATE',
      id: 'page',
      instanceId: instance.id,
      source: '@devtools-page',
      // As the extension sends it: plain JSON, so `undefined` values are dropped, as there.
      payload: JSON.stringify(instance.liftedStore.getState()),
      libConfig: {name: instance.name, type: 'redux'},
    };
  },
};

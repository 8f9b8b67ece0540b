/**
 * The Redux DevTools window, as the browser extension lays it out, from the published
 * `@redux-devtools/app-core` (the interface the extension and `@redux-devtools/app` both render):
 * the top buttons, the monitor (the Inspector, with its Action, State, Diff, Trace and Test tabs),
 * the slider and the bottom bar. Its store takes the messages the extension's page script sends.
 */
import type {ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {Provider, useDispatch, useSelector} from 'react-redux';
import {applyMiddleware, combineReducers, legacy_createStore as createStore, type StoreEnhancer} from 'redux';
import {Container, Divider, Toolbar} from '@redux-devtools/ui';
import {
  DevTools,
  DispatcherButton,
  ExportButton,
  ImportButton,
  MonitorSelector,
  PrintButton,
  SliderButton,
  SliderMonitor,
  TopButtons,
  UPDATE_STATE,
  changeTheme,
  coreReducers,
  getActiveInstance,
  liftedDispatch,
  middlewares,
} from '@redux-devtools/app-core';
import type {StateMessage} from './pageScript';
import '@redux-devtools/ui/fonts.css';

const reducer = combineReducers(coreReducers);
type PanelState = ReturnType<typeof reducer>;
const store = createStore(reducer, undefined, applyMiddleware(...middlewares) as StoreEnhancer);

function Window(): ReactNode {
  const state = useSelector((panel: PanelState) => panel);
  const dispatch = useDispatch();
  const id = getActiveInstance(state.instances);
  const liftedState = state.instances.states[id]!;
  const options = state.instances.options[id]!;
  const lifted = (action: Parameters<typeof liftedDispatch>[0]) => dispatch(liftedDispatch(action) as never);
  const {features} = options;
  return (
    <Container themeData={state.theme}>
      <TopButtons dispatch={lifted} liftedState={liftedState} options={options} />
      <DevTools
        monitor={state.monitor.selected}
        liftedState={liftedState}
        monitorState={state.monitor.monitorState}
        dispatch={lifted}
        features={features}
        stateTreeSettings={state.stateTreeSettings}
      />
      {state.monitor.sliderIsOpen && options.connectionId && features.jump && (
        <SliderMonitor liftedState={liftedState} dispatch={lifted} />
      )}
      <Toolbar borderPosition="top">
        {features.export && <ExportButton />}
        {features.import && <ImportButton />}
        <PrintButton />
        <Divider />
        <MonitorSelector />
        <Divider />
        {features.jump && <SliderButton isOpen={state.monitor.sliderIsOpen} />}
        {features.dispatch && <DispatcherButton dispatcherIsOpen={state.monitor.dispatcherIsOpen} />}
      </Toolbar>
    </Container>
  );
}

declare global {
  interface Window {
    __reduxDevToolsPanel?: {
      receive(message: StateMessage): void;
      setColors(colorPreference: 'light' | 'dark', scheme: string): void;
    };
  }
}

window.__reduxDevToolsPanel = {
  receive: (message) => store.dispatch({type: UPDATE_STATE, request: message, id: message.id} as never),
  // What the window's Settings > Themes form dispatches.
  setColors: (colorPreference, scheme) =>
    store.dispatch(changeTheme({formData: {theme: 'default', scheme, colorPreference}} as never)),
};

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <Window />
  </Provider>,
);

import { hydrateRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from '../App'
import { clockChosen } from '../app/boardSlice'
import { makeStore, type RootState } from '../app/store'
import { httpTimetable } from './httpTimetable'

// The state the server rendered with, read back from the page.
const stateScript = document.getElementById('preloaded-state')!
const serverState = JSON.parse(stateScript.textContent!) as RootState
const store = makeStore(httpTimetable, serverState)

// State only the browser knows: the visitor's clock, kept in localStorage.
const savedClock = localStorage.getItem('clock')
if (savedClock === '12h' || savedClock === '24h')
  store.dispatch(clockChosen(savedClock))
store.subscribe(() =>
  localStorage.setItem('clock', store.getState().board.clock),
)

// serverState: hydrate with what the server rendered, then show the store's
// current state.
hydrateRoot(
  document.getElementById('root')!,
  <Provider store={store} serverState={serverState}>
    <App />
  </Provider>,
)

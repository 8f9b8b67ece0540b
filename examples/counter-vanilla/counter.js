// The state logic of the vanilla counter: a reducer, two action creators, a
// store factory and two helpers. index.html imports this file, and
// counter.test.mjs tests it with Node's built-in test runner.
//
// This example uses the Redux core on its own, on purpose: it shows what a
// store is and how dispatch, getState and subscribe work. `legacy_createStore`
// behaves exactly like the core's `createStore`; it only lacks the deprecation
// mark that editors display for `createStore`. Real applications create their
// store with Redux Toolkit's `configureStore` instead.
import { legacy_createStore } from './vendor/redux.browser.mjs'

export const initialState = { value: 0 }

// Action creators: small functions that build the action objects.
export const incremented = () => ({ type: 'counter/incremented' })
export const decremented = () => ({ type: 'counter/decremented' })

// The reducer: given the current state and an action, return the next state.
// It never changes the old state object; it returns a new one (or the same
// one when the action is not for this reducer).
export function counterReducer(state = initialState, action) {
  switch (action.type) {
    case 'counter/incremented':
      return { ...state, value: state.value + 1 }
    case 'counter/decremented':
      return { ...state, value: state.value - 1 }
    default:
      return state
  }
}

// A fresh store each call, so that the page and every test get their own.
export function createCounterStore(preloadedState) {
  return legacy_createStore(counterReducer, preloadedState)
}

// Logic that reads the state before deciding what to dispatch.
// `% 2 !== 0` is true for negative odd numbers too (-3 % 2 === -1).
export function incrementIfOdd(store) {
  if (store.getState().value % 2 !== 0) {
    store.dispatch(incremented())
  }
}

// Asynchronous logic: wait, then dispatch. The promise lets callers (and the
// tests) know when the action has been dispatched.
export function incrementAsync(store, delayMs = 1000) {
  return new Promise((resolve) => {
    setTimeout(() => {
      store.dispatch(incremented())
      resolve()
    }, delayMs)
  })
}

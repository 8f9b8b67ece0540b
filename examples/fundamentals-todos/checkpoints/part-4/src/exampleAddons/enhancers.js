// Part 4: two example store enhancers. An enhancer receives `createStore` and
// returns a new, wrapped version of it.

// Logs a greeting every time an action is dispatched, then lets the real
// dispatch do its work.
export const sayHiOnDispatch = (createStore) => (reducer, preloadedState, enhancer) => {
  const store = createStore(reducer, preloadedState, enhancer)

  function dispatchAndSayHi(action) {
    const result = store.dispatch(action)
    console.log('Hi!')
    return result
  }

  return { ...store, dispatch: dispatchAndSayHi }
}

// Adds an extra field to the state that `getState()` returns, without the
// reducers knowing anything about it.
export const includeMeaningOfLife = (createStore) => (reducer, preloadedState, enhancer) => {
  const store = createStore(reducer, preloadedState, enhancer)

  function getStateWithMeaning() {
    return { ...store.getState(), meaningOfLife: 42 }
  }

  return { ...store, getState: getStateWithMeaning }
}

// Part 4: two example store enhancers. An enhancer receives `createStore` and
// returns a new, wrapped version of it.

// Replaces `dispatch` with one that counts, and adds a method to the store
// to read the count: an enhancer can change the store's API, not only wrap it.
export const countDispatches = (createStore) => (reducer, preloadedState, enhancer) => {
  const store = createStore(reducer, preloadedState, enhancer)
  let count = 0

  function countingDispatch(action) {
    count += 1
    return store.dispatch(action)
  }

  return { ...store, dispatch: countingDispatch, getDispatchCount: () => count }
}

// Freezes every object in the state before `getState()` hands it out, so code
// that tries to change it (the `sort` mistake above) throws instead.
export const freezeState = (createStore) => (reducer, preloadedState, enhancer) => {
  const store = createStore(reducer, preloadedState, enhancer)
  return { ...store, getState: () => deepFreeze(store.getState()) }
}

function deepFreeze(value) {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    Object.values(value).forEach(deepFreeze)
  }
  return value
}

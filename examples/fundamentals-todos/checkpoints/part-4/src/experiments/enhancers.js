// Part 4: two example store enhancers. An enhancer receives `createStore` and
// returns a new, wrapped version of it.

// Replaces `dispatch` with one that numbers and logs each action, then lets
// the real dispatch do its work.
export const numberDispatches =
  (createStore) => (reducer, preloadedState, enhancer) => {
    const store = createStore(reducer, preloadedState, enhancer)
    let count = 0

    function numberingDispatch(action) {
      count += 1
      console.log(`#${count} ${action.type}`)
      return store.dispatch(action)
    }

    return { ...store, dispatch: numberingDispatch }
  }

// Freezes every object in the state before `getState()` hands it out, so code
// that tries to change it (the `sort` mistake above) throws instead.
export const freezeState =
  (createStore) => (reducer, preloadedState, enhancer) => {
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

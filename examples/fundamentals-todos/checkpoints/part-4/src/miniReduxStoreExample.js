// Part 4: a miniature store, to show there is no magic inside `createStore`.
// It leaves out argument checks, enhancers and unsubscribe safety, but the
// core loop is the same as the real one.
export function createMiniStore(reducer, preloadedState) {
  let state = preloadedState
  const listeners = []

  function getState() {
    return state
  }

  function subscribe(listener) {
    listeners.push(listener)
    return function unsubscribe() {
      const index = listeners.indexOf(listener)
      if (index !== -1) listeners.splice(index, 1)
    }
  }

  function dispatch(action) {
    state = reducer(state, action)
    listeners.slice().forEach((listener) => listener())
    return action
  }

  // Run the reducer once so each slice can fill in its initial state.
  dispatch({ type: '@@mini/INIT' })

  return { getState, subscribe, dispatch }
}

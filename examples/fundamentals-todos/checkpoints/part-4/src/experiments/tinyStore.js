// Part 4: a tiny store, to show there is no magic inside `createStore`.
export function createTinyStore(reducer, preloadedState) {
  // An action type no reducer knows: each slice answers with its initial state.
  let state = reducer(preloadedState, { type: '@@tiny/INIT' })
  const listeners = new Set()

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispatch(action) {
      state = reducer(state, action)
      // A copy, so a listener that unsubscribes itself cannot upset the loop.
      for (const listener of [...listeners]) listener()
      return action
    },
  }
}

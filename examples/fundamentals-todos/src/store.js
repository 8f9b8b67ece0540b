// Part 8: configureStore replaces the hand-written store setup. It combines
// the slice reducers, adds the thunk middleware, connects the Redux DevTools
// extension and, in development, adds checks that catch accidental mutations
// and non-serializable values. (redux-thunk and @redux-devtools/extension are
// no longer imported by the app.)
import { combineReducers, configureStore } from '@reduxjs/toolkit'

import todosReducer from './features/todos/todosSlice'
import filtersReducer from './features/filters/filtersSlice'

// configureStore would also accept the `{ todos, filters }` object directly;
// the combined reducer is kept as a named export so tests can call it alone.
export const rootReducer = combineReducers({
  todos: todosReducer,
  filters: filtersReducer,
})

export function makeStore(preloadedState) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

const store = makeStore()

export default store

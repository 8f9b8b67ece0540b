// Part 3: the root reducer. It owns the whole state object and hands each
// top-level field to the slice reducer responsible for it.
import { combineReducers } from 'redux'

import todosReducer from './features/todos/todosSlice'
import filtersReducer from './features/filters/filtersSlice'

// First, combining by hand: call every slice reducer with its own piece of
// state and build a new root object from the results.
export function rootReducerByHand(state = {}, action) {
  return {
    todos: todosReducer(state.todos, action),
    filters: filtersReducer(state.filters, action),
  }
}

// Then the same thing with `combineReducers`. The keys of this object become
// the keys of the root state, so the state shape is `{ todos, filters }`.
// Unlike the hand-written version, it also returns the *same* root object
// when no slice changed.
const rootReducer = combineReducers({
  todos: todosReducer,
  filters: filtersReducer,
})

export default rootReducer

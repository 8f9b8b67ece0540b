// Part 6: the store gains the thunk middleware, so `dispatch` accepts
// functions (thunks) that can do async work and dispatch plain actions later.
import { applyMiddleware, legacy_createStore as createStore } from 'redux'
import { thunk } from 'redux-thunk'
import { composeWithDevTools } from '@redux-devtools/extension'

import rootReducer from './reducer'

export function makeStore(preloadedState) {
  const composedEnhancer = composeWithDevTools(applyMiddleware(thunk))
  return createStore(rootReducer, preloadedState, composedEnhancer)
}

const store = makeStore()

export default store

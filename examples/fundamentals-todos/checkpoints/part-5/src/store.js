// The store, as set up in part 4 (without the localStorage demo).
import { applyMiddleware, legacy_createStore as createStore } from 'redux'
import { composeWithDevTools } from '@redux-devtools/extension'

import rootReducer from './reducer'

// A factory keeps tests independent: each one gets a brand-new store.
export function makeStore(preloadedState, middleware = []) {
  const composedEnhancer = composeWithDevTools(applyMiddleware(...middleware))
  return createStore(rootReducer, preloadedState, composedEnhancer)
}

const store = makeStore()

export default store

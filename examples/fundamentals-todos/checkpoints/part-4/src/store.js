// Part 4: the store, created by hand with the core `redux` package.
import { applyMiddleware, legacy_createStore as createStore } from 'redux'
import { composeWithDevTools } from '@redux-devtools/extension'

import rootReducer from './reducer'

const STORAGE_KEY = 'fundamentals-todos-state'

// Preloaded state: if an earlier visit saved the state, start from it.
// (localStorage only exists in browsers, so check before using it.)
function loadSavedState() {
  if (typeof localStorage === 'undefined') return undefined
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    return saved ? JSON.parse(saved) : undefined
  } catch {
    return undefined
  }
}

// A factory: each test or experiment gets a brand-new store.
export function makeStore(preloadedState, middleware = []) {
  // createStore takes ONE enhancer: applyMiddleware is composed with the
  // DevTools one. Without the browser extension, this is plain `compose`.
  const composedEnhancer = composeWithDevTools(applyMiddleware(...middleware))
  return createStore(rootReducer, preloadedState, composedEnhancer)
}

const store = makeStore(loadSavedState())

export default store

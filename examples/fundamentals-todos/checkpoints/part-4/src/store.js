// Part 4: creating the store by hand with the core `redux` package.
// `legacy_createStore` is the same function as `createStore`, without the
// deprecation mark that makes editors strike `createStore` through.
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

// A factory keeps tests independent: each one gets a brand-new store.
// `middleware` lets the entry file (or a test) try out the example middleware.
export function makeStore(preloadedState, middleware = []) {
  // createStore accepts only ONE enhancer, so applyMiddleware (itself an
  // enhancer) is composed with the DevTools extension's enhancer.
  // Without the browser extension, composeWithDevTools is plain `compose`.
  const composedEnhancer = composeWithDevTools(applyMiddleware(...middleware))
  return createStore(rootReducer, preloadedState, composedEnhancer)
}

const store = makeStore(loadSavedState())

export default store

// Part 6: the idea behind redux-thunk, written by hand. If the "action" is a
// function, call it with dispatch and getState instead of passing it on to
// the reducers; anything else continues down the middleware chain.
// The app itself uses redux-thunk, which does exactly this (plus an optional
// extra argument).
export const asyncFunctionMiddleware = (storeAPI) => (next) => (action) => {
  if (typeof action === 'function') {
    return action(storeAPI.dispatch, storeAPI.getState)
  }
  return next(action)
}

// Part 4: example middleware. Every middleware has the shape
//   storeAPI => next => action => { ... }
// where `next` is the next middleware in line (or the real dispatch).

// Three middleware that only print, to show the order they run in.
export const print1 = (storeAPI) => (next) => (action) => {
  console.log('1')
  return next(action)
}

export const print2 = (storeAPI) => (next) => (action) => {
  console.log('2')
  return next(action)
}

export const print3 = (storeAPI) => (next) => (action) => {
  console.log('3')
  return next(action)
}

// Logs each action and the state after the reducers have handled it.
export const loggerMiddleware = (storeAPI) => (next) => (action) => {
  console.log('dispatching', action)
  const result = next(action)
  console.log('next state', storeAPI.getState())
  return result
}

// Middleware can change what `dispatch` returns to its caller.
export const alwaysReturnHelloMiddleware = (storeAPI) => (next) => (action) => {
  next(action)
  return 'Hello!'
}

// Middleware can start async work: this one logs a message one second after
// each todo is added. The action itself goes through straight away.
export const delayedMessageMiddleware = (storeAPI) => (next) => (action) => {
  if (action.type === 'todos/todoAdded') {
    setTimeout(() => {
      console.log('Added a new todo:', action.payload)
    }, 1000)
  }
  return next(action)
}

// Part 4: example middleware. Every middleware has the shape
//   storeAPI => next => action => { ... }
// where `next` is the next middleware in line (or the real dispatch).

// Makes a middleware that reports each action on its way in (before `next`)
// and on its way out (after `next` returns), to show the order they run in.
export const tracer = (name) => (storeAPI) => (next) => (action) => {
  console.log(`${name} in: ${action.type}`)
  const result = next(action)
  console.log(`${name} out: ${action.type}`)
  return result
}

// Logs which slices of the state an action changed, by comparing each
// slice's reference before and after the reducers ran.
export const changedSlicesLogger = (storeAPI) => (next) => (action) => {
  const before = storeAPI.getState()
  const result = next(action)
  const after = storeAPI.getState()
  const changed = Object.keys(after).filter((key) => after[key] !== before[key])
  console.log(`${action.type} changed:`, changed.join(', ') || 'nothing')
  return result
}

// Middleware can stop an action, and decide what `dispatch` returns: a todo
// without text never reaches the reducers, and the caller gets `null`.
export const ignoreBlankTodos = (storeAPI) => (next) => (action) => {
  if (action.type === 'todos/todoAdded' && action.payload.trim() === '') {
    return null
  }
  return next(action)
}

// Middleware can start async work, which reducers never may: a second after a
// todo is added, this checks the store again and reports it if still open.
export const remindOpenTodos = (storeAPI) => (next) => (action) => {
  const result = next(action)
  if (action.type === 'todos/todoAdded') {
    const { todos } = storeAPI.getState()
    const added = todos[todos.length - 1]
    setTimeout(() => {
      const todo = storeAPI
        .getState()
        .todos.find((item) => item.id === added.id)
      if (todo && !todo.completed) console.log(`Still open: ${todo.text}`)
    }, 1000)
  }
  return result
}

// Part 4: no UI yet, so this entry file logs the state after each dispatch.
import store from './store'

console.log('Initial state:', store.getState())

const unsubscribe = store.subscribe(() => {
  console.log('State after dispatch:', store.getState())
})

store.dispatch({ type: 'todos/todoAdded', payload: 'Fix the bike' })
store.dispatch({ type: 'todos/todoAdded', payload: 'Call Sam' })
store.dispatch({ type: 'filters/statusFilterChanged', payload: 'active' })

unsubscribe()

// Not logged: the listener was removed.
store.dispatch({ type: 'todos/todoToggled', payload: 1 })

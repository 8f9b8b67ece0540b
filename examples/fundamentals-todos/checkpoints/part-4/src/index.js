// Part 4: no UI yet, so this entry file logs the state after each dispatch.
import store from './store'

console.log('Initial state:', store.getState())

const unsubscribe = store.subscribe(() => {
  console.log('State after dispatch:', store.getState())
})

store.dispatch({ type: 'todos/todoAdded', payload: 'Learn about actions' })
store.dispatch({ type: 'todos/todoAdded', payload: 'Learn about reducers' })
store.dispatch({ type: 'todos/todoToggled', payload: 1 })
store.dispatch({ type: 'filters/colorFilterChanged', payload: { color: 'red', changeType: 'added' } })

unsubscribe()

// Not logged: the listener was removed.
store.dispatch({ type: 'todos/todoAdded', payload: 'This one is silent' })

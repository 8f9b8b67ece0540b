// Part 4 entry file: there is no UI yet, so this dispatches a few actions and
// logs the state, which is how the tutorial explores the store in the console.
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

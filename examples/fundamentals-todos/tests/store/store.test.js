// The store of every checkpoint from part 4 on: reading, dispatching and
// subscribing behave the same whether the store comes from createStore or
// from configureStore.
import { describe, expect, it, vi } from 'vitest'
import { actions, buildState, makeStore, readFilters, readTodos } from '@checkpoint'
import { sampleTodos } from '../support/fixtures'

describe('the store', () => {
  it('starts from the reducers’ initial state', () => {
    const store = makeStore()
    expect(readTodos(store.getState())).toEqual([])
    expect(readFilters(store.getState())).toEqual({ status: 'all', colors: [] })
  })

  it('can be preloaded with earlier state', () => {
    const store = makeStore(buildState({ todos: sampleTodos }))
    expect(readTodos(store.getState())).toEqual(sampleTodos)
  })

  it('runs the reducers on dispatch and tells subscribers', () => {
    const store = makeStore(buildState({ todos: sampleTodos }))
    const listener = vi.fn()
    store.subscribe(listener)

    store.dispatch(actions.todoToggled(3))
    store.dispatch(actions.statusFilterChanged('completed'))

    expect(listener).toHaveBeenCalledTimes(2)
    expect(readTodos(store.getState())[2].completed).toBe(true)
    expect(readFilters(store.getState()).status).toBe('completed')
  })

  it('stops telling a subscriber after it unsubscribes', () => {
    const store = makeStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.dispatch(actions.colorFilterChanged('red', 'added'))
    unsubscribe()
    store.dispatch(actions.colorFilterChanged('blue', 'added'))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(readFilters(store.getState()).colors).toEqual(['red', 'blue'])
  })

  it('rejects actions that are not plain objects with a string type', () => {
    const store = makeStore()
    expect(() => store.dispatch({ type: 42 })).toThrow()
    expect(() => store.dispatch('todos/todoAdded')).toThrow()
  })
})

// Part 8 only: what configureStore adds in development.
import { describe, expect, it } from 'vitest'
import { makeStore } from '@app/store'
import { todoToggled } from '@app/features/todos/todosSlice'
import { buildState } from '@checkpoint'
import { sampleTodos } from '../support/fixtures'

describe('configureStore development checks', () => {
  it('stops with an error when state is mutated outside a reducer', () => {
    const store = makeStore(buildState({ todos: sampleTodos }))
    // A bug: changing the state directly instead of dispatching an action.
    store.getState().todos.entities[2].completed = true
    expect(() => store.dispatch(todoToggled(3))).toThrow(/state mutation was detected/i)
  })

  it('freezes the state its reducers produce, so stray mutations fail loudly', () => {
    const store = makeStore(buildState({ todos: sampleTodos }))
    store.dispatch(todoToggled(1))
    const todo = store.getState().todos.entities[1]
    expect(Object.isFrozen(todo)).toBe(true)
    expect(() => {
      todo.completed = true
    }).toThrow(TypeError)
  })

  it('accepts thunks without any extra setup', async () => {
    const store = makeStore()
    const result = await store.dispatch(async (dispatch, getState) => getState().filters.status)
    expect(result).toBe('all')
  })
})

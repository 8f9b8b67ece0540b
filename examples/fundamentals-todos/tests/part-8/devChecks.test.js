// Part 8 only: what configureStore adds in development, and what a stray
// mutation outside a reducer really does (the tutorial's Part 8 shows both).
import { describe, expect, it } from 'vitest'
import { makeStore } from '@app/store'
import { todoToggled } from '@app/features/todos/todosSlice'
import { actions, buildState } from '@checkpoint'
import { sampleTodos } from '../support/fixtures'

describe('a mutation outside a reducer', () => {
  it('fails at once with a TypeError when a reducer produced the state: Immer froze it', () => {
    // How the running app gets its todos: the fetchTodos.fulfilled action,
    // handled by the slice's case reducer (through Immer).
    const store = makeStore()
    store.dispatch(actions.todosLoaded(sampleTodos.map((todo) => ({ ...todo }))))
    const todo = store.getState().todos.entities[2]
    expect(Object.isFrozen(todo)).toBe(true)

    // ES modules run in strict mode, where assigning to a frozen object throws.
    expect(() => {
      store.getState().todos.entities[2].completed = true
    }).toThrow(new TypeError("Cannot assign to read only property 'completed' of object '#<Object>'"))
    expect(store.getState().todos.entities[2].completed).toBe(false)
    // Nothing changed, so the next dispatch has nothing to report.
    expect(() => store.dispatch(todoToggled(3))).not.toThrow()
  })

  it('is reported at the next dispatch when no reducer produced that state (preloaded state)', () => {
    // State passed in from outside (a saved session, server data) is not frozen,
    // so the assignment succeeds, and the immutability check catches it.
    const store = makeStore(buildState({ todos: sampleTodos.map((todo) => ({ ...todo })) }))
    expect(Object.isFrozen(store.getState().todos.entities[2])).toBe(false)
    store.getState().todos.entities[2].completed = true
    expect(() => store.dispatch(todoToggled(3))).toThrow(
      "A state mutation was detected between dispatches, in the path 'todos.entities.2.completed'.  This may cause incorrect behavior. (https://redux.js.org/style-guide/style-guide#do-not-mutate-state)",
    )
  })
})

describe('configureStore development checks', () => {
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

// @vitest-environment jsdom
// The loading status and promise-returning thunks, from part 7 on.
import { describe, expect, it } from 'vitest'
import { actions, buildState, loadTodos, makeStore, readLoadingStatus, readTodos, rootReducer, saveTodo } from '@checkpoint'
import { sampleTodos } from '../support/fixtures'

describe('loading status', () => {
  it('starts idle', () => {
    expect(readLoadingStatus(rootReducer(undefined, { type: 'app/started' }))).toBe('idle')
  })

  it('is "loading" while todos load and back to "idle" with the loaded list', () => {
    let state = rootReducer(buildState({ todos: sampleTodos }), actions.todosLoading())
    expect(readLoadingStatus(state)).toBe('loading')
    expect(readTodos(state)).toEqual(sampleTodos)

    const loaded = [{ id: 10, text: 'Fresh from the server', completed: false }]
    state = rootReducer(state, actions.todosLoaded(loaded))
    expect(readLoadingStatus(state)).toBe('idle')
    expect(readTodos(state)).toEqual(loaded)
  })

  it('fetchTodos goes through "loading" and its promise resolves when done', async () => {
    const store = makeStore()
    const seen = []
    store.subscribe(() => seen.push(readLoadingStatus(store.getState())))

    const promise = loadTodos(store)
    expect(readLoadingStatus(store.getState())).toBe('loading')
    expect(promise).toBeInstanceOf(Promise)
    await promise

    expect(readLoadingStatus(store.getState())).toBe('idle')
    expect(readTodos(store.getState())).toHaveLength(6)
    expect(seen).toEqual(['loading', 'idle'])
  })

  it('saveNewTodo’s promise resolves once the todo is in the store', async () => {
    const store = makeStore()
    const promise = saveTodo(store, 'Walk the dog')
    expect(readTodos(store.getState())).toEqual([])
    await promise
    expect(readTodos(store.getState())).toEqual([{ id: 7, text: 'Walk the dog', completed: false }])
  })
})

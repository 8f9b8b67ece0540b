// @vitest-environment jsdom
// The fake API, the fetch wrapper and the thunks that use them, from part 6 on.
import { describe, expect, it } from 'vitest'
import { client } from '@app/api/client'
import { actions, buildState, loadTodos, makeStore, readTodos, rootReducer, saveTodo } from '@checkpoint'
import { sampleTodos } from '../support/fixtures'

describe('the fake API through the client', () => {
  it('GET /fakeApi/todos returns the same seeded todos every time', async () => {
    const first = await client.get('/fakeApi/todos')
    const second = await client.get('/fakeApi/todos')
    expect(first).toHaveLength(6)
    expect(first[0]).toEqual({
      id: 1,
      text: 'Read the Redux Fundamentals tutorial',
      completed: true,
      color: 'purple',
    })
    expect(second).toEqual(first)
  })

  it('POST /fakeApi/todos saves a todo and gives it a new server id', async () => {
    const saved = await client.post('/fakeApi/todos', { todo: { text: 'Buy milk' } })
    expect(saved).toEqual({ id: 7, text: 'Buy milk', completed: false })
    const all = await client.get('/fakeApi/todos')
    expect(all.at(-1)).toEqual(saved)
  })

  it('rejects a todo without text, and the client throws the server’s message', async () => {
    await expect(client.post('/fakeApi/todos', { todo: { text: '  ' } })).rejects.toThrow(
      'A todo needs some text',
    )
  })

  it('starts from the seed again in the next test', async () => {
    const all = await client.get('/fakeApi/todos')
    expect(all.map((todo) => todo.id)).toEqual([1, 2, 3, 4, 5, 6])
  })
})

describe('todosLoaded', () => {
  it('replaces the whole list with the loaded todos', () => {
    const loaded = [{ id: 10, text: 'From the server', completed: false, color: 'yellow' }]
    const state = rootReducer(buildState({ todos: sampleTodos }), actions.todosLoaded(loaded))
    expect(readTodos(state)).toEqual(loaded)
  })
})

describe('thunks', () => {
  it('fetchTodos loads the server’s todos into the store', async () => {
    const store = makeStore()
    await loadTodos(store)
    const todos = readTodos(store.getState())
    expect(todos).toHaveLength(6)
    expect(todos.map((todo) => todo.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(todos.filter((todo) => !todo.completed)).toHaveLength(4)
  })

  it('saveNewTodo sends the text and adds the todo the server returns', async () => {
    const store = makeStore()
    await loadTodos(store)
    await saveTodo(store, 'Buy milk')
    expect(readTodos(store.getState()).at(-1)).toEqual({ id: 7, text: 'Buy milk', completed: false })
  })
})

// Reducer behaviour for every action. These expectations are identical at
// every checkpoint, from hand-written switch statements (part 3) to
// createSlice and createEntityAdapter (part 8): each checkpoint's adapter in
// tests/checkpoints/ only translates "which event happened" into that part's
// action objects and reads the state back as plain todos.
import { describe, expect, it } from 'vitest'
import { actions, buildState, readFilters, readTodos, rootReducer } from '@checkpoint'
import { sampleTodos } from '../support/fixtures'

const start = () => buildState({ todos: sampleTodos })

describe('todos reducer', () => {
  it('starts with an empty todo list', () => {
    const state = rootReducer(undefined, { type: 'app/started' })
    expect(readTodos(state)).toEqual([])
  })

  it('adds a new, not completed todo at the end of the list', () => {
    const state = rootReducer(start(), actions.todoAdded({ id: 4, text: 'Add some UI' }))
    expect(readTodos(state)).toEqual([
      ...sampleTodos,
      { id: 4, text: 'Add some UI', completed: false },
    ])
  })

  it('toggles one todo and leaves the others alone', () => {
    let state = rootReducer(start(), actions.todoToggled(2))
    expect(readTodos(state).map((todo) => todo.completed)).toEqual([true, true, false])
    state = rootReducer(state, actions.todoToggled(1))
    expect(readTodos(state).map((todo) => todo.completed)).toEqual([false, true, false])
  })

  it('sets and changes the colour of one todo', () => {
    let state = rootReducer(start(), actions.todoColorSelected(3, 'purple'))
    expect(readTodos(state)[2]).toEqual({ id: 3, text: 'Create the store', completed: false, color: 'purple' })
    state = rootReducer(state, actions.todoColorSelected(2, 'green'))
    expect(readTodos(state).map((todo) => todo.color)).toEqual(['blue', 'green', 'purple'])
  })

  it('deletes a todo by id', () => {
    const state = rootReducer(start(), actions.todoDeleted(2))
    expect(readTodos(state).map((todo) => todo.id)).toEqual([1, 3])
  })

  it('marks every todo completed', () => {
    const state = rootReducer(start(), actions.allTodosCompleted())
    expect(readTodos(state).every((todo) => todo.completed)).toBe(true)
    expect(readTodos(state)).toHaveLength(3)
  })

  it('clears the completed todos only', () => {
    const state = rootReducer(start(), actions.completedTodosCleared())
    expect(readTodos(state).map((todo) => todo.text)).toEqual(['Write the reducers', 'Create the store'])
  })

  it('never mutates the previous state', () => {
    const before = start()
    const snapshot = JSON.parse(JSON.stringify(before))
    let state = before
    state = rootReducer(state, actions.todoAdded({ id: 4, text: 'Another one' }))
    state = rootReducer(state, actions.todoToggled(1))
    state = rootReducer(state, actions.todoColorSelected(1, 'red'))
    state = rootReducer(state, actions.todoDeleted(2))
    state = rootReducer(state, actions.allTodosCompleted())
    state = rootReducer(state, actions.completedTodosCleared())
    expect(readTodos(state)).toEqual([])
    expect(before).toEqual(snapshot)
  })
})

describe('filters reducer', () => {
  it('starts by showing all todos with no colour filter', () => {
    const state = rootReducer(undefined, { type: 'app/started' })
    expect(readFilters(state)).toEqual({ status: 'all', colors: [] })
  })

  it('changes the status filter', () => {
    let state = rootReducer(buildState(), actions.statusFilterChanged('active'))
    expect(readFilters(state).status).toBe('active')
    state = rootReducer(state, actions.statusFilterChanged('completed'))
    expect(readFilters(state).status).toBe('completed')
  })

  it('adds and removes colours from the colour filter', () => {
    let state = rootReducer(buildState(), actions.colorFilterChanged('red', 'added'))
    state = rootReducer(state, actions.colorFilterChanged('blue', 'added'))
    expect(readFilters(state).colors).toEqual(['red', 'blue'])
    state = rootReducer(state, actions.colorFilterChanged('red', 'removed'))
    expect(readFilters(state).colors).toEqual(['blue'])
  })

  it('keeps a single copy of a colour added twice', () => {
    let state = rootReducer(buildState(), actions.colorFilterChanged('green', 'added'))
    state = rootReducer(state, actions.colorFilterChanged('green', 'added'))
    expect(readFilters(state).colors).toEqual(['green'])
  })

  it('leaves the todos alone when a filter changes', () => {
    const todos = [{ id: 1, text: 'Stay put', completed: false }]
    const before = buildState({ todos })
    const state = rootReducer(before, actions.statusFilterChanged('completed'))
    expect(state.todos).toBe(before.todos)
  })
})

describe('root reducer', () => {
  it('has exactly the todos and filters slices', () => {
    const state = rootReducer(undefined, { type: 'app/started' })
    expect(Object.keys(state).sort()).toEqual(['filters', 'todos'])
  })

  it('returns the very same state object for an action nobody handles', () => {
    const state = rootReducer(undefined, { type: 'app/started' })
    expect(rootReducer(state, { type: 'unknown/somethingHappened' })).toBe(state)
  })
})

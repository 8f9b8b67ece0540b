// Memoized selectors, from part 7 (Reselect by hand) to part 8 (RTK).
import { describe, expect, it } from 'vitest'
import { actions, buildState, rootReducer, selectors } from '@checkpoint'
import { sampleTodos } from '../support/fixtures'

const { selectFilteredTodoIds, selectFilteredTodos, selectTodoById, selectTodoIds, selectTodos } = selectors

const stateWith = (filters) => buildState({ todos: sampleTodos, filters })
const ids = (todos) => todos.map((todo) => todo.id)

describe('selectors', () => {
  it('selectTodos and selectTodoIds list every todo in order', () => {
    const state = stateWith()
    expect(selectTodos(state)).toEqual(sampleTodos)
    expect(selectTodoIds(state)).toEqual([1, 2, 3])
  })

  it('selectTodoById takes the id as a second argument', () => {
    const state = stateWith()
    expect(selectTodoById(state, 2)).toEqual(sampleTodos[1])
    expect(selectTodoById(state, 99)).toBeUndefined()
  })

  it('selectFilteredTodos applies the status filter', () => {
    expect(ids(selectFilteredTodos(stateWith({ status: 'all', colors: [] })))).toEqual([1, 2, 3])
    expect(ids(selectFilteredTodos(stateWith({ status: 'active', colors: [] })))).toEqual([2, 3])
    expect(ids(selectFilteredTodos(stateWith({ status: 'completed', colors: [] })))).toEqual([1])
  })

  it('selectFilteredTodoIds applies the colour filter, alone and with the status', () => {
    expect(selectFilteredTodoIds(stateWith({ status: 'all', colors: ['red'] }))).toEqual([2])
    expect(selectFilteredTodoIds(stateWith({ status: 'all', colors: ['red', 'blue'] }))).toEqual([1, 2])
    expect(selectFilteredTodoIds(stateWith({ status: 'active', colors: ['red', 'blue'] }))).toEqual([2])
    expect(selectFilteredTodoIds(stateWith({ status: 'all', colors: ['yellow'] }))).toEqual([])
  })

  it('returns the very same array while todos and filters are unchanged', () => {
    const state = stateWith({ status: 'active', colors: [] })
    const first = selectFilteredTodoIds(state)
    expect(selectFilteredTodoIds(state)).toBe(first)
    expect(selectFilteredTodos(state)).toBe(selectFilteredTodos(state))

    // An action that touches neither todos nor filters keeps the result.
    const after = rootReducer(state, { type: 'unknown/somethingHappened' })
    expect(selectFilteredTodoIds(after)).toBe(first)
  })

  it('keeps the same ids array when an edit leaves the visible ids as they were', () => {
    // Part 5's example of a wasted render: picking a colour, or toggling a todo
    // while every todo is shown, changes a todo but not which ids are listed.
    const state = stateWith({ status: 'all', colors: [] })
    const first = selectFilteredTodoIds(state)
    const recoloured = rootReducer(state, actions.todoColorSelected(3, 'green'))
    expect(selectFilteredTodos(recoloured)).not.toBe(selectFilteredTodos(state))
    expect(selectFilteredTodoIds(recoloured)).toBe(first)
    const toggled = rootReducer(recoloured, actions.todoToggled(2))
    expect(selectFilteredTodoIds(toggled)).toBe(first)
    // A change to the visible ids still gives a new array.
    const deleted = rootReducer(toggled, actions.todoDeleted(2))
    expect(selectFilteredTodoIds(deleted)).toEqual([1, 3])
  })

  it('recalculates when the todos or the filters change', () => {
    const state = stateWith({ status: 'active', colors: [] })
    const first = selectFilteredTodoIds(state)

    const toggled = rootReducer(state, actions.todoToggled(2))
    expect(selectFilteredTodoIds(toggled)).toEqual([3])

    const refiltered = rootReducer(state, actions.statusFilterChanged('completed'))
    expect(selectFilteredTodoIds(refiltered)).toEqual([1])
    // Reselect 5 keeps a result for every set of inputs it has seen, not only the last one.
    expect(selectFilteredTodoIds(state)).toBe(first)
  })
})

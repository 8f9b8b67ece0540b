// Part 4 only: the example enhancers, middleware and the tiny store.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyMiddleware, compose, legacy_createStore as createStore } from 'redux'
import rootReducer from '@app/reducer'
import { freezeState, numberDispatches } from '@app/experiments/enhancers'
import {
  changedSlicesLogger,
  ignoreBlankTodos,
  remindOpenTodos,
  tracer,
} from '@app/experiments/middleware'
import { createTinyStore } from '@app/experiments/tinyStore'
import { makeStore } from '@app/store'

const todoAdded = (text) => ({ type: 'todos/todoAdded', payload: text })
const todoToggled = (id) => ({ type: 'todos/todoToggled', payload: id })

let log
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  log.mockRestore()
})
const logged = () => log.mock.calls.map((args) => args.join(' '))

describe('example enhancers', () => {
  it('combine with compose: dispatch numbers each action and the state handed out is frozen', () => {
    const store = createStore(rootReducer, undefined, compose(numberDispatches, freezeState))
    store.dispatch(todoAdded('Water the tomatoes'))
    store.dispatch(todoAdded('Book the dentist'))
    expect(logged()).toEqual(['#1 todos/todoAdded', '#2 todos/todoAdded'])
    const { todos } = store.getState()
    expect(Object.isFrozen(todos) && Object.isFrozen(todos[0])).toBe(true)
    expect(() => todos.sort((a, b) => a.text.localeCompare(b.text))).toThrow(TypeError)
    expect(store.getState().todos.map((todo) => todo.text)).toEqual(['Water the tomatoes', 'Book the dentist'])
    // Frozen state does not stop the reducers: they never change it, they copy it.
    store.dispatch(todoToggled(1))
    expect(store.getState().todos[0].completed).toBe(true)
  })

  it('only one enhancer goes to createStore', () => {
    expect(() => createStore(rootReducer, numberDispatches, freezeState)).toThrow(/several store enhancers/)
  })
})

describe('example middleware', () => {
  it('runs in the order given to applyMiddleware on the way in, and in reverse on the way out', () => {
    const store = createStore(rootReducer, applyMiddleware(tracer('A'), tracer('B'), tracer('C')))
    store.dispatch(todoAdded('Trace the middleware'))
    expect(logged()).toEqual(
      ['A in', 'B in', 'C in', 'C out', 'B out', 'A out'].map((step) => `${step}: todos/todoAdded`),
    )
  })

  it('the logger names the slices an action changed, by reference', () => {
    const store = makeStore(undefined, [changedSlicesLogger])
    store.dispatch(todoAdded('Log me'))
    store.dispatch(todoToggled(99))
    store.dispatch({ type: 'filters/statusFilterChanged', payload: 'active' })
    expect(logged()).toEqual([
      'todos/todoAdded changed: todos',
      // The todos reducer maps the array even when no id matches: a new array.
      'todos/todoToggled changed: todos',
      'filters/statusFilterChanged changed: filters',
    ])
  })

  it('can stop an action before the reducers, and change what dispatch returns', () => {
    const store = makeStore(undefined, [changedSlicesLogger, ignoreBlankTodos])
    expect(store.dispatch(todoAdded('   '))).toBeNull()
    expect(store.getState().todos).toEqual([])
    expect(logged()).toEqual(['todos/todoAdded changed: nothing'])
    const action = todoAdded('Not blank')
    expect(store.dispatch(action)).toBe(action)
    expect(store.getState().todos).toHaveLength(1)
  })

  it('can do something later without delaying the action, reading the state as it is then', () => {
    vi.useFakeTimers()
    const store = makeStore(undefined, [remindOpenTodos])
    store.dispatch(todoAdded('Water the tomatoes'))
    store.dispatch(todoAdded('Book the dentist'))
    expect(store.getState().todos).toHaveLength(2)
    store.dispatch(todoToggled(1))
    expect(log).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(logged()).toEqual(['Still open: Book the dentist'])
  })
})

describe('the tiny store', () => {
  it('ends up in the same state as the real store, and stops calling a listener that unsubscribed', () => {
    const tiny = createTinyStore(rootReducer)
    const real = createStore(rootReducer)
    expect(tiny.getState()).toEqual(real.getState())
    const listener = vi.fn()
    const unsubscribe = tiny.subscribe(listener)
    for (const action of [todoAdded('One'), todoAdded('Two'), todoToggled(2)]) {
      tiny.dispatch(action)
      real.dispatch(action)
    }
    unsubscribe()
    tiny.dispatch(todoAdded('Three'))
    real.dispatch(todoAdded('Three'))
    expect(tiny.getState()).toEqual(real.getState())
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('starts from a preloaded state, and a listener may unsubscribe while it runs', () => {
    const preloaded = { todos: [{ id: 7, text: 'Saved', completed: false }], filters: { status: 'all', colors: [] } }
    const tiny = createTinyStore(rootReducer, preloaded)
    expect(tiny.getState()).toBe(preloaded)
    const calls = []
    const unsubscribeFirst = tiny.subscribe(() => {
      calls.push('first')
      unsubscribeFirst()
    })
    tiny.subscribe(() => calls.push('second'))
    tiny.dispatch(todoToggled(7))
    tiny.dispatch(todoToggled(7))
    expect(calls).toEqual(['first', 'second', 'second'])
  })
})

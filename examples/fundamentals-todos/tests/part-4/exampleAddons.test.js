// Part 4 only: the example enhancers, middleware and the mini store.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyMiddleware, compose, legacy_createStore as createStore } from 'redux'
import rootReducer from '@app/reducer'
import { includeMeaningOfLife, sayHiOnDispatch } from '@app/exampleAddons/enhancers'
import {
  alwaysReturnHelloMiddleware,
  delayedMessageMiddleware,
  loggerMiddleware,
  print1,
  print2,
  print3,
} from '@app/exampleAddons/middleware'
import { createMiniStore } from '@app/miniReduxStoreExample'
import { makeStore } from '@app/store'

const todoAdded = (text) => ({ type: 'todos/todoAdded', payload: text })

let log
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  log.mockRestore()
})

describe('example enhancers', () => {
  it('combine with compose: dispatch says hi and getState gains a field', () => {
    const store = createStore(rootReducer, undefined, compose(sayHiOnDispatch, includeMeaningOfLife))
    store.dispatch(todoAdded('Try enhancers'))
    expect(log).toHaveBeenCalledWith('Hi!')
    expect(store.getState().meaningOfLife).toBe(42)
    expect(store.getState().todos).toHaveLength(1)
  })
})

describe('example middleware', () => {
  it('runs in the order given to applyMiddleware', () => {
    const store = createStore(rootReducer, applyMiddleware(print1, print2, print3))
    store.dispatch(todoAdded('Watch the order'))
    expect(log.mock.calls.map(([message]) => message)).toEqual(['1', '2', '3'])
  })

  it('the logger shows each action and the state after it', () => {
    const store = makeStore(undefined, [loggerMiddleware])
    const action = todoAdded('Log me')
    store.dispatch(action)
    expect(log).toHaveBeenCalledWith('dispatching', action)
    expect(log).toHaveBeenCalledWith('next state', store.getState())
  })

  it('can change what dispatch returns', () => {
    const store = makeStore(undefined, [alwaysReturnHelloMiddleware])
    expect(store.dispatch(todoAdded('Say hello'))).toBe('Hello!')
    expect(store.getState().todos).toHaveLength(1)
  })

  it('can do something later without delaying the action', () => {
    vi.useFakeTimers()
    const store = makeStore(undefined, [delayedMessageMiddleware])
    store.dispatch(todoAdded('Wait for it'))
    expect(store.getState().todos).toHaveLength(1)
    expect(log).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(log).toHaveBeenCalledWith('Added a new todo:', 'Wait for it')
  })
})

describe('the mini store', () => {
  it('ends up in the same state as the real store', () => {
    const mini = createMiniStore(rootReducer)
    const real = createStore(rootReducer)
    const listener = vi.fn()
    const unsubscribe = mini.subscribe(listener)
    for (const action of [todoAdded('One'), todoAdded('Two'), { type: 'todos/todoToggled', payload: 2 }]) {
      mini.dispatch(action)
      real.dispatch(action)
    }
    unsubscribe()
    mini.dispatch(todoAdded('Three'))
    real.dispatch(todoAdded('Three'))
    expect(mini.getState()).toEqual(real.getState())
    expect(listener).toHaveBeenCalledTimes(3)
  })
})

// Run with `npm test` (or `node --test counter.test.mjs`) in this folder.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import {
  counterReducer,
  createCounterStore,
  decremented,
  incremented,
  incrementAsync,
  incrementIfOdd,
  initialState,
} from './counter.js'

describe('counterReducer', () => {
  it('starts from { value: 0 }', () => {
    assert.deepEqual(counterReducer(undefined, { type: 'test/init' }), { value: 0 })
  })

  it('adds one on counter/incremented', () => {
    assert.deepEqual(counterReducer({ value: 4 }, incremented()), { value: 5 })
  })

  it('subtracts one on counter/decremented', () => {
    assert.deepEqual(counterReducer({ value: 0 }, decremented()), { value: -1 })
  })

  it('returns the same object for actions it does not handle', () => {
    const state = { value: 3 }
    assert.equal(counterReducer(state, { type: 'todos/todoAdded' }), state)
  })

  it('does not modify the previous state', () => {
    const before = Object.freeze({ value: 1 })
    const after = counterReducer(before, incremented())
    assert.notEqual(after, before)
    assert.deepEqual(before, { value: 1 })
  })
})

describe('action creators', () => {
  it('build actions with the counter/ types', () => {
    assert.deepEqual(incremented(), { type: 'counter/incremented' })
    assert.deepEqual(decremented(), { type: 'counter/decremented' })
  })
})

describe('createCounterStore', () => {
  it('holds the initial state', () => {
    assert.deepEqual(createCounterStore().getState(), initialState)
  })

  it('accepts a preloaded state', () => {
    assert.deepEqual(createCounterStore({ value: 7 }).getState(), { value: 7 })
  })

  it('gives every call its own store', () => {
    const first = createCounterStore()
    const second = createCounterStore()
    first.dispatch(incremented())
    assert.equal(first.getState().value, 1)
    assert.equal(second.getState().value, 0)
  })

  it('calls subscribers after each dispatch, until they unsubscribe', () => {
    const store = createCounterStore()
    const seen = []
    const unsubscribe = store.subscribe(() => seen.push(store.getState().value))

    store.dispatch(incremented())
    store.dispatch(incremented())
    store.dispatch(decremented())
    unsubscribe()
    store.dispatch(incremented())

    assert.deepEqual(seen, [1, 2, 1])
    assert.equal(store.getState().value, 2)
  })

  it('rejects actions whose type is not a string (Redux 5)', () => {
    const store = createCounterStore()
    // The browser build is the production build, so the message is the
    // short form that points to the error page.
    assert.throws(() => store.dispatch({ type: 1 }), /Minified Redux error #17/)
  })
})

describe('incrementIfOdd', () => {
  it('does nothing when the value is even', () => {
    const store = createCounterStore({ value: 2 })
    incrementIfOdd(store)
    assert.equal(store.getState().value, 2)
  })

  it('adds one when the value is odd', () => {
    const store = createCounterStore({ value: 3 })
    incrementIfOdd(store)
    assert.equal(store.getState().value, 4)
  })

  it('treats negative odd values as odd', () => {
    const store = createCounterStore({ value: -1 })
    incrementIfOdd(store)
    assert.equal(store.getState().value, 0)
  })
})

describe('incrementAsync', () => {
  it('dispatches counter/incremented once the delay has passed', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] })
    const store = createCounterStore()
    const dispatched = []
    store.subscribe(() => dispatched.push(store.getState().value))

    const done = incrementAsync(store, 1000)
    t.mock.timers.tick(999)
    assert.equal(store.getState().value, 0)

    t.mock.timers.tick(1)
    await done
    assert.equal(store.getState().value, 1)
    assert.deepEqual(dispatched, [1])
  })
})

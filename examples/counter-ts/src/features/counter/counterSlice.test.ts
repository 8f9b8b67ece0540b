import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../app/store'
import {
  counterSlice,
  decrement,
  increment,
  incrementAsync,
  incrementByAmount,
  incrementIfOdd,
  selectCount,
  selectStatus,
  type CounterState,
} from './counterSlice'

const reducer = counterSlice.reducer

describe('counter reducer', () => {
  const start: CounterState = { value: 3, status: 'idle' }

  it('has an initial state of 0, idle', () => {
    expect(reducer(undefined, { type: 'unknown' })).toEqual({ value: 0, status: 'idle' })
  })

  it('handles increment', () => {
    expect(reducer(start, increment())).toEqual({ value: 4, status: 'idle' })
  })

  it('handles decrement', () => {
    expect(reducer(start, decrement())).toEqual({ value: 2, status: 'idle' })
  })

  it('handles incrementByAmount', () => {
    expect(reducer(start, incrementByAmount(10))).toEqual({ value: 13, status: 'idle' })
    expect(reducer(start, incrementByAmount(-5))).toEqual({ value: -2, status: 'idle' })
  })

  it('returns new objects and leaves the previous state untouched', () => {
    const frozen = Object.freeze({ ...start })
    const next = reducer(frozen, increment())
    expect(next).not.toBe(frozen)
    expect(frozen.value).toBe(3)
  })

  it('names its actions after the slice', () => {
    expect(increment.type).toBe('counter/increment')
    expect(decrement.type).toBe('counter/decrement')
    expect(incrementByAmount(2)).toEqual({ type: 'counter/incrementByAmount', payload: 2 })
  })

  it('tracks the async thunk lifecycle in `status`', () => {
    const loading = reducer(start, { type: incrementAsync.pending.type })
    expect(loading).toEqual({ value: 3, status: 'loading' })

    const done = reducer(loading, { type: incrementAsync.fulfilled.type, payload: 4 })
    expect(done).toEqual({ value: 7, status: 'idle' })

    const failed = reducer(loading, { type: incrementAsync.rejected.type, error: {} })
    expect(failed).toEqual({ value: 3, status: 'failed' })
  })
})

describe('selectors', () => {
  it('read the counter slice from the root state', () => {
    const store = makeStore({ counter: { value: 42, status: 'loading' } })
    expect(selectCount(store.getState())).toBe(42)
    expect(selectStatus(store.getState())).toBe('loading')
  })
})

describe('incrementIfOdd thunk', () => {
  it('adds the amount when the current value is odd', () => {
    const store = makeStore({ counter: { value: 5, status: 'idle' } })
    store.dispatch(incrementIfOdd(10))
    expect(selectCount(store.getState())).toBe(15)
  })

  it('does nothing when the current value is even', () => {
    const store = makeStore({ counter: { value: 4, status: 'idle' } })
    store.dispatch(incrementIfOdd(10))
    expect(selectCount(store.getState())).toBe(4)
  })

  it('treats negative odd values as odd', () => {
    const store = makeStore({ counter: { value: -3, status: 'idle' } })
    store.dispatch(incrementIfOdd(1))
    expect(selectCount(store.getState())).toBe(-2)
  })
})

describe('incrementAsync thunk (against the fake API)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is loading while the request runs, then adds the amount', async () => {
    const store = makeStore()
    const request = store.dispatch(incrementAsync(5))
    expect(selectStatus(store.getState())).toBe('loading')

    await vi.advanceTimersByTimeAsync(500)
    const result = await request

    expect(result.type).toBe('counter/fetchCount/fulfilled')
    expect(result.payload).toBe(5)
    expect(store.getState().counter).toEqual({ value: 5, status: 'idle' })
  })

  it('resolves to the amount when unwrapped', async () => {
    const store = makeStore({ counter: { value: 1, status: 'idle' } })
    const request = store.dispatch(incrementAsync(2)).unwrap()
    await vi.advanceTimersByTimeAsync(500)
    await expect(request).resolves.toBe(2)
    expect(selectCount(store.getState())).toBe(3)
  })

  it('sets status to failed and keeps the value when the server rejects', async () => {
    const store = makeStore({ counter: { value: 1, status: 'idle' } })
    const request = store.dispatch(incrementAsync(1.5))

    await vi.advanceTimersByTimeAsync(500)
    const result = await request

    if (!incrementAsync.rejected.match(result)) {
      throw new Error(`expected a rejected action, got ${result.type}`)
    }
    expect(result.error.message).toBe('The server only accepts whole numbers, got 1.5')
    expect(store.getState().counter).toEqual({ value: 1, status: 'failed' })
  })
})

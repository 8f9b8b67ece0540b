import { describe, expect, it } from 'vitest'
import { increment } from '../features/counter/counterSlice'
import { makeStore } from './store'

describe('makeStore', () => {
  it('creates a store whose state has the counter slice', () => {
    expect(makeStore().getState()).toEqual({ counter: { value: 0, status: 'idle' } })
  })

  it('starts from a preloaded state when given one', () => {
    const store = makeStore({ counter: { value: 10, status: 'idle' } })
    expect(store.getState().counter.value).toBe(10)
  })

  it('returns an independent store on every call', () => {
    const first = makeStore()
    const second = makeStore()
    first.dispatch(increment())
    expect(first.getState().counter.value).toBe(1)
    expect(second.getState().counter.value).toBe(0)
  })
})

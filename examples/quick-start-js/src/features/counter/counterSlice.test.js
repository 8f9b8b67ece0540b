import { describe, expect, it } from 'vitest'
import counterReducer, { decrement, increment, incrementByAmount, selectCount } from './counterSlice'

describe('counter slice', () => {
  it('starts at zero', () => {
    expect(counterReducer(undefined, { type: 'app/started' })).toEqual({ value: 0 })
  })

  it('adds and subtracts', () => {
    let state = counterReducer(undefined, increment())
    state = counterReducer(state, increment())
    state = counterReducer(state, decrement())
    state = counterReducer(state, incrementByAmount(10))
    expect(state).toEqual({ value: 11 })
  })

  it('creates actions named after the slice', () => {
    expect(incrementByAmount(3)).toEqual({ type: 'counter/incrementByAmount', payload: 3 })
  })

  it('reads the value from the root state', () => {
    expect(selectCount({ counter: { value: 42 } })).toBe(42)
  })
})

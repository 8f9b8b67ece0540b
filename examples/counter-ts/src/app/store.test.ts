import { describe, expect, it } from 'vitest'
import { visitorArrived } from '../features/visitors/visitorsSlice'
import { createAppStore } from './store'

describe('createAppStore', () => {
  it('makes a store whose state has one field per key of the reducer object', () => {
    expect(createAppStore().getState()).toEqual({ visitors: { inside: 0, checkIn: { status: 'idle' } } })
  })

  it('starts from the state it is given', () => {
    const store = createAppStore({ visitors: { inside: 9, checkIn: { status: 'idle' } } })
    expect(store.getState().visitors.inside).toBe(9)
  })

  it('makes a separate store on every call', () => {
    const first = createAppStore()
    const second = createAppStore()
    first.dispatch(visitorArrived())
    expect(first.getState().visitors.inside).toBe(1)
    expect(second.getState().visitors.inside).toBe(0)
  })
})

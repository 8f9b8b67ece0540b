import { configureStore } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { groupArrived, selectInside, visitorArrived, visitorLeft, visitorsSlice } from './visitorsSlice'

const reducer = visitorsSlice.reducer

describe('visitors slice', () => {
  it('starts with nobody inside', () => {
    expect(reducer(undefined, { type: 'app/started' })).toEqual({ inside: 0 })
  })

  it('counts visitors and groups in and out', () => {
    let state = reducer(undefined, visitorArrived())
    state = reducer(state, groupArrived(5))
    state = reducer(state, visitorLeft())
    expect(state).toEqual({ inside: 5 })
  })

  it('never counts below zero', () => {
    expect(reducer({ inside: 0 }, visitorLeft())).toEqual({ inside: 0 })
  })

  it('creates actions named after the slice and the case reducer', () => {
    expect(groupArrived(3)).toEqual({ type: 'visitors/groupArrived', payload: 3 })
  })

  it('reads the count from the whole store state', () => {
    const store = configureStore({ reducer: { visitors: reducer } })
    store.dispatch(visitorArrived())
    expect(selectInside(store.getState())).toBe(1)
  })
})

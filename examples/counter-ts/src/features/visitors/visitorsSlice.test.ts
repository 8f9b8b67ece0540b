import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppStore } from '../../app/store'
import {
  admitGroup,
  checkInBooking,
  groupArrived,
  ROOM_CAPACITY,
  selectCheckIn,
  selectInside,
  selectPlacesLeft,
  visitorArrived,
  visitorLeft,
  visitorsSlice,
  type VisitorsState,
} from './visitorsSlice'

const reducer = visitorsSlice.reducer
const idle = { status: 'idle' } as const

describe('visitors reducer', () => {
  const three: VisitorsState = { inside: 3, checkIn: idle }

  it('starts with nobody inside and no check-in', () => {
    expect(reducer(undefined, { type: 'app/started' })).toEqual({ inside: 0, checkIn: idle })
  })

  it('counts one visitor in and one out', () => {
    expect(reducer(three, visitorArrived())).toEqual({ inside: 4, checkIn: idle })
    expect(reducer(three, visitorLeft())).toEqual({ inside: 2, checkIn: idle })
  })

  it('never counts below zero', () => {
    const empty: VisitorsState = { inside: 0, checkIn: idle }
    expect(reducer(empty, visitorLeft())).toBe(empty)
  })

  it('adds a whole group at once', () => {
    expect(reducer(three, groupArrived(5))).toEqual({ inside: 8, checkIn: idle })
  })

  it('returns a new state object and leaves the old one as it was', () => {
    const before = Object.freeze({ ...three })
    const after = reducer(before, visitorArrived())
    expect(after).not.toBe(before)
    expect(before.inside).toBe(3)
  })

  it('names its action types after the slice and the case reducer', () => {
    expect(visitorArrived.type).toBe('visitors/visitorArrived')
    expect(visitorLeft()).toEqual({ type: 'visitors/visitorLeft', payload: undefined })
    expect(groupArrived(2)).toEqual({ type: 'visitors/groupArrived', payload: 2 })
  })

  it('follows a check-in through its pending, fulfilled and rejected actions', () => {
    const booking = { code: 'B-215', name: 'Lindqvist', partySize: 2 }
    const pending = reducer(three, checkInBooking.pending('request-1', 'B-215'))
    expect(pending).toEqual({ inside: 3, checkIn: { status: 'pending', code: 'B-215' } })

    const fulfilled = reducer(pending, checkInBooking.fulfilled(booking, 'request-1', 'B-215'))
    expect(fulfilled).toEqual({ inside: 5, checkIn: { status: 'succeeded', booking } })

    const rejected = reducer(pending, checkInBooking.rejected(new Error('No such booking'), 'request-1', 'B-215'))
    expect(rejected).toEqual({ inside: 3, checkIn: { status: 'failed', code: 'B-215', error: 'No such booking' } })
  })
})

describe('selectors', () => {
  it('read the visitors slice from the root state', () => {
    const state = createAppStore({ visitors: { inside: 12, checkIn: idle } }).getState()
    expect(selectInside(state)).toBe(12)
    expect(selectPlacesLeft(state)).toBe(ROOM_CAPACITY - 12)
    expect(selectCheckIn(state)).toEqual(idle)
  })

  it('report no places left, never a negative number, when the room is over capacity', () => {
    const state = createAppStore({ visitors: { inside: ROOM_CAPACITY + 3, checkIn: idle } }).getState()
    expect(selectPlacesLeft(state)).toBe(0)
  })
})

describe('admitGroup (a hand-written thunk)', () => {
  it('lets a group in when it fits, and says so', () => {
    const store = createAppStore({ visitors: { inside: ROOM_CAPACITY - 4, checkIn: idle } })
    expect(store.dispatch(admitGroup(4))).toBe(true)
    expect(selectInside(store.getState())).toBe(ROOM_CAPACITY)
  })

  it('turns a group away when it does not fit, dispatching nothing', () => {
    const store = createAppStore({ visitors: { inside: ROOM_CAPACITY - 3, checkIn: idle } })
    const before = store.getState()
    expect(store.dispatch(admitGroup(4))).toBe(false)
    expect(store.getState()).toBe(before)
  })
})

describe('checkInBooking (an async thunk, against the fake server)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is pending while the server looks, then lets the party in', async () => {
    const store = createAppStore()
    const request = store.dispatch(checkInBooking('B-330'))
    expect(selectCheckIn(store.getState())).toEqual({ status: 'pending', code: 'B-330' })

    await vi.advanceTimersByTimeAsync(500)
    const result = await request

    expect(result.type).toBe('visitors/checkInBooking/fulfilled')
    expect(selectInside(store.getState())).toBe(6)
    expect(selectCheckIn(store.getState())).toMatchObject({ status: 'succeeded', booking: { name: 'Tanaka' } })
  })

  it('resolves to the booking when unwrapped', async () => {
    const store = createAppStore()
    const booking = store.dispatch(checkInBooking('B-104')).unwrap()
    await vi.advanceTimersByTimeAsync(500)
    await expect(booking).resolves.toEqual({ code: 'B-104', name: 'Okafor', partySize: 4 })
  })

  it('records the server’s error and lets nobody in when the code is unknown', async () => {
    const store = createAppStore({ visitors: { inside: 2, checkIn: idle } })
    const request = store.dispatch(checkInBooking('B-999'))
    await vi.advanceTimersByTimeAsync(500)
    const result = await request

    expect(checkInBooking.rejected.match(result)).toBe(true)
    expect(store.getState().visitors).toEqual({
      inside: 2,
      checkIn: { status: 'failed', code: 'B-999', error: 'No booking has the code "B-999".' },
    })
  })
})

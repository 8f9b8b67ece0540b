import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit'
import type { AppThunk } from '../../app/store'
import { findBooking, type Booking } from './bookingsApi'

/** How many people the gallery may hold at once */
export const ROOM_CAPACITY = 40

/** Each step of a booking check-in carries the data that step needs */
export type CheckIn =
  | { status: 'idle' }
  | { status: 'pending'; code: string }
  | { status: 'succeeded'; booking: Booking }
  | { status: 'failed'; code: string; error: string }

export interface VisitorsState {
  inside: number
  checkIn: CheckIn
}

const initialState: VisitorsState = {
  inside: 0,
  checkIn: { status: 'idle' },
}

// Dispatching checkInBooking('B-104') dispatches
// 'visitors/checkInBooking/pending' at once, then '…/fulfilled' with the
// booking the server found, or '…/rejected' with the server's error.
export const checkInBooking = createAsyncThunk(
  'visitors/checkInBooking',
  (code: string) => findBooking(code),
)

export const visitorsSlice = createSlice({
  name: 'visitors',
  initialState,
  // Case reducers, one per event. Their names become the action types:
  // 'visitors/visitorArrived' and so on. Immer turns the assignments into
  // immutable updates.
  reducers: {
    visitorArrived(state) {
      state.inside += 1
    },
    visitorLeft(state) {
      if (state.inside > 0) {
        state.inside -= 1
      }
    },
    groupArrived(state, action: PayloadAction<number>) {
      state.inside += action.payload
    },
  },
  // The thunk's three actions are not this slice's own, so the builder
  // callback adds a case reducer for each of them.
  extraReducers: (builder) => {
    builder
      .addCase(checkInBooking.pending, (state, action) => {
        // meta.arg is what the thunk was dispatched with: the booking code
        state.checkIn = { status: 'pending', code: action.meta.arg }
      })
      .addCase(checkInBooking.fulfilled, (state, action) => {
        state.inside += action.payload.partySize
        state.checkIn = { status: 'succeeded', booking: action.payload }
      })
      .addCase(checkInBooking.rejected, (state, action) => {
        state.checkIn = {
          status: 'failed',
          code: action.meta.arg,
          error: action.error.message ?? 'The check-in failed.',
        }
      })
  },
  // Written against this slice's state; `visitorsSlice.selectors` returns
  // them wrapped to take the root state instead.
  selectors: {
    selectInside: (visitors) => visitors.inside,
    selectPlacesLeft: (visitors) =>
      Math.max(ROOM_CAPACITY - visitors.inside, 0),
    selectCheckIn: (visitors) => visitors.checkIn,
  },
})

export const { visitorArrived, visitorLeft, groupArrived } =
  visitorsSlice.actions
export const { selectInside, selectPlacesLeft, selectCheckIn } =
  visitorsSlice.selectors

// A thunk written by hand. It reads the state before it decides, and its
// return value tells the caller whether the group got in: a reducer can
// refuse an update, but it cannot answer.
export const admitGroup =
  (size: number): AppThunk<boolean> =>
  (dispatch, getState) => {
    if (size > selectPlacesLeft(getState())) {
      return false
    }
    dispatch(groupArrived(size))
    return true
  }

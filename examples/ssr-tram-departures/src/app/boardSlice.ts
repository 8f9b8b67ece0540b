import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type Clock = '24h' | '12h'

interface BoardState {
  /** The stop asked for, as typed in the URL: it may not be a real stop. */
  stopId: string
  clock: Clock
}

const initialState: BoardState = { stopId: 'harbour', clock: '24h' }

export const boardSlice = createSlice({
  name: 'board',
  initialState,
  reducers: {
    stopChosen(state, action: PayloadAction<string>) {
      state.stopId = action.payload
    },
    clockChosen(state, action: PayloadAction<Clock>) {
      state.clock = action.payload
    },
  },
  selectors: {
    selectStopId: state => state.stopId,
    selectClock: state => state.clock,
  },
})

export const { stopChosen, clockChosen } = boardSlice.actions
export const { selectStopId, selectClock } = boardSlice.selectors

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { selectHikerById } from '../hikers/hikersSlice'
import type { RootState } from '../store/store'

interface SessionState {
  /** The signed-in hiker's id, or null when nobody is signed in. */
  hikerId: string | null
}

const initialState: SessionState = { hikerId: null }

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.hikerId = action.payload
    },
    signedOut(state) {
      state.hikerId = null
    },
  },
  selectors: {
    selectSignedInHikerId: (session) => session.hikerId,
  },
})

export const { signedIn, signedOut } = sessionSlice.actions
export const { selectSignedInHikerId } = sessionSlice.selectors

/** The signed-in hiker's record from the hikers slice. */
export const selectSignedInHiker = (state: RootState) =>
  selectHikerById(state, selectSignedInHikerId(state))

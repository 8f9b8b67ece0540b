import { createSlice } from '@reduxjs/toolkit'
import { fetchJson } from '../api/fetchJson'
import type { Session } from '../api/types'
import { selectHikerById } from '../hikers/hikersSlice'
import type { RootState } from '../store/store'
import { createAppAsyncThunk } from '../store/typed'

export const signIn = createAppAsyncThunk('session/signIn', (hikerId: string) =>
  fetchJson<Session>('/api/session', { method: 'POST', body: { hikerId } }),
)

export const signOut = createAppAsyncThunk('session/signOut', () =>
  fetchJson<void>('/api/session', { method: 'DELETE' }),
)

interface SessionState {
  /** The signed-in hiker's id, or null when nobody is signed in. */
  hikerId: string | null
}

const initialState: SessionState = { hikerId: null }

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signIn.fulfilled, (state, action) => {
        state.hikerId = action.payload.hikerId
      })
      .addCase(signOut.fulfilled, (state) => {
        state.hikerId = null
      })
  },
  selectors: {
    selectSignedInHikerId: (session) => session.hikerId,
  },
})

export const { selectSignedInHikerId } = sessionSlice.selectors

/** The signed-in hiker's record from the hikers slice. */
export const selectSignedInHiker = (state: RootState) => {
  const hikerId = selectSignedInHikerId(state)
  return hikerId ? selectHikerById(state, hikerId) : undefined
}

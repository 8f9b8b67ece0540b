import { createSlice } from '@reduxjs/toolkit'
import { client } from '../../api/client'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { apiSlice } from '../api/apiSlice'
import { createAppAsyncThunk } from '../../app/withTypes'

interface AuthState {
  /** The logged-in user's id, or null. */
  username: string | null
}

const initialState: AuthState = { username: null }

export const login = createAppAsyncThunk('auth/login', async (username: string) => {
  await client.post('/fakeApi/login', { username })
  return username
})

export const logout = createAppAsyncThunk('auth/logout', async () => {
  await client.post('/fakeApi/logout', {})
})

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(login.fulfilled, (state, action) => {
        state.username = action.payload
      })
      .addCase(logout.fulfilled, (state) => {
        state.username = null
      })
  },
  selectors: {
    selectCurrentUsername: (auth) => auth.username,
  },
})

export const { selectCurrentUsername } = authSlice.selectors

export function addAuthListeners(startAppListening: AppStartListening) {
  // Logging out throws away everything the API slice fetched for the
  // previous user: the whole RTK Query cache.
  startAppListening({
    actionCreator: logout.fulfilled,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(apiSlice.util.resetApiState())
    },
  })
}

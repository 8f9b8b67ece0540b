import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

interface AuthState {
  /** The logged-in user's id, or null. */
  username: string | null
}

const initialState: AuthState = { username: null }

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userLoggedIn(state, action: PayloadAction<string>) {
      state.username = action.payload
    },
    userLoggedOut(state) {
      state.username = null
    },
  },
  selectors: {
    selectCurrentUsername: (auth) => auth.username,
  },
})

export const { userLoggedIn, userLoggedOut } = authSlice.actions
export const { selectCurrentUsername } = authSlice.selectors

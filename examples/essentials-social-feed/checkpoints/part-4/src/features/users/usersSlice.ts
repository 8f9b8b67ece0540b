import { createSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import { selectCurrentUsername } from '../auth/authSlice'

export interface User {
  id: string
  name: string
}

const initialState: User[] = [
  { id: 'user-amara', name: 'Amara Okafor' },
  { id: 'user-bruno', name: 'Bruno Lindqvist' },
  { id: 'user-chen', name: 'Chen Wei' },
]

export const usersSlice = createSlice({
  name: 'users',
  initialState,
  reducers: {},
})

export const selectAllUsers = (state: RootState) => state.users
export const selectUserById = (state: RootState, userId: string | null) =>
  state.users.find((user) => user.id === userId)
export const selectCurrentUser = (state: RootState) => selectUserById(state, selectCurrentUsername(state))

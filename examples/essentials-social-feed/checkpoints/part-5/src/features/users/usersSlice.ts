import { createSlice } from '@reduxjs/toolkit'
import { client } from '../../api/client'
import type { User } from '../../api/types'
import type { RootState } from '../../app/store'
import { createAppAsyncThunk } from '../../app/withTypes'
import { selectCurrentUsername } from '../auth/authSlice'

export type { User } from '../../api/types'

export const fetchUsers = createAppAsyncThunk('users/fetchUsers', async () => {
  const response = await client.get<User[]>('/fakeApi/users')
  return response.data
})

export const usersSlice = createSlice({
  name: 'users',
  initialState: [] as User[],
  reducers: {},
  extraReducers: (builder) => {
    // Returning the payload replaces the whole (empty) list.
    builder.addCase(fetchUsers.fulfilled, (_state, action) => action.payload)
  },
})

export const selectAllUsers = (state: RootState) => state.users
export const selectUserById = (state: RootState, userId: string | null) =>
  state.users.find((user) => user.id === userId)
export const selectCurrentUser = (state: RootState) => selectUserById(state, selectCurrentUsername(state))

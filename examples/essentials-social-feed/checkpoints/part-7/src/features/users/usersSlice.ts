import { createEntityAdapter, createSlice } from '@reduxjs/toolkit'
import { client } from '../../api/client'
import type { User } from '../../api/types'
import type { RootState } from '../../app/store'
import { createAppAsyncThunk } from '../../app/withTypes'
import { selectCurrentUsername } from '../auth/authSlice'

export type { User } from '../../api/types'

const usersAdapter = createEntityAdapter<User>({
  sortComparer: (a, b) => a.name.localeCompare(b.name),
})

export const fetchUsers = createAppAsyncThunk('users/fetchUsers', async () => {
  const response = await client.get<User[]>('/fakeApi/users')
  return response.data
})

export const usersSlice = createSlice({
  name: 'users',
  initialState: usersAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchUsers.fulfilled, usersAdapter.setAll)
  },
})

export const { selectAll: selectAllUsers, selectById: selectUserById } = usersAdapter.getSelectors(
  (state: RootState) => state.users,
)

export const selectCurrentUser = (state: RootState) => {
  const username = selectCurrentUsername(state)
  return username ? selectUserById(state, username) : undefined
}

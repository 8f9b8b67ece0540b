// Users come from the server through an endpoint injected into the shared API
// slice. The response is normalized into { ids, entities } with an entity
// adapter, and selectors read it straight from the cache.
import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit'
import { apiSlice } from '../api/apiSlice'
import type { User } from '../../api/types'
import type { RootState } from '../../app/store'
import { selectCurrentUsername } from '../auth/authSlice'

export type { User } from '../../api/types'

const usersAdapter = createEntityAdapter<User>({
  sortComparer: (a, b) => a.name.localeCompare(b.name),
})
const initialState = usersAdapter.getInitialState()

export const usersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<EntityState<User, string>, void>({
      query: () => '/users',
      transformResponse: (response: User[]) => usersAdapter.setAll(initialState, response),
    }),
  }),
})

export const { useGetUsersQuery } = usersApi

export const selectUsersResult = usersApi.endpoints.getUsers.select()

const selectUsersData = createSelector(selectUsersResult, (result) => result.data ?? initialState)

export const { selectAll: selectAllUsers, selectById: selectUserById } = usersAdapter.getSelectors(
  (state: RootState) => selectUsersData(state),
)

export const selectCurrentUser = (state: RootState) => {
  const username = selectCurrentUsername(state)
  return username ? selectUserById(state, username) : undefined
}

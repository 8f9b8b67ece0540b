import { expect, test } from 'vitest'
import { setupStore } from '../../app/store'
import { selectAllUsers, selectCurrentUser, selectUserById, usersApi } from './usersSlice'

test('getUsers normalizes the users into the cache, sorted by name', async () => {
  const store = setupStore({ auth: { username: 'user-chen' } })
  expect(selectAllUsers(store.getState())).toEqual([])

  await store.dispatch(usersApi.endpoints.getUsers.initiate())
  const state = store.getState()
  expect(selectAllUsers(state).map((u) => u.name)).toEqual([
    'Amara Okafor',
    'Bruno Lindqvist',
    'Chen Wei',
    'Dalia Haddad',
  ])
  expect(selectUserById(state, 'user-bruno')?.name).toBe('Bruno Lindqvist')
  expect(selectCurrentUser(state)?.name).toBe('Chen Wei')
})

import { describe, expect, test } from 'vitest'
import { setupStore } from '../../app/store'
import { authSlice, login, logout, selectCurrentUsername, selectIsLoggedIn } from './authSlice'

describe('auth slice', () => {
  test('starts logged out', () => {
    expect(authSlice.reducer(undefined, { type: 'unknown' })).toEqual({ username: null })
  })

  test('login.fulfilled stores the user, logout.fulfilled clears it', () => {
    const loggedIn = authSlice.reducer(undefined, login.fulfilled('user-chen', 'req-1', 'user-chen'))
    expect(loggedIn.username).toBe('user-chen')
    expect(authSlice.reducer(loggedIn, logout.fulfilled(undefined, 'req-2')).username).toBeNull()
  })

  test('the login thunk talks to the fake server', async () => {
    const store = setupStore()
    await store.dispatch(login('user-dalia')).unwrap()
    expect(selectCurrentUsername(store.getState())).toBe('user-dalia')
    expect(selectIsLoggedIn(store.getState())).toBe(true)

    await store.dispatch(logout()).unwrap()
    expect(selectIsLoggedIn(store.getState())).toBe(false)
  })

  test('logging in as an unknown user is rejected and leaves the state alone', async () => {
    const store = setupStore()
    const result = await store.dispatch(login('nobody'))
    expect(login.rejected.match(result)).toBe(true)
    expect(result.meta.requestStatus).toBe('rejected')
    expect(selectCurrentUsername(store.getState())).toBeNull()
  })
})

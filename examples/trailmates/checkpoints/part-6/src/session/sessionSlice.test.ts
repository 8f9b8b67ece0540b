import { describe, expect, test } from 'vitest'
import { fetchReports } from '../reports/reportsSlice'
import { makeStore } from '../store/store'
import { makeSignedInStore } from '../test/renderApp'
import { selectSignedInHiker, signIn, signOut } from './sessionSlice'

describe('session', () => {
  test('signIn asks the server, then stores who is signed in', async () => {
    const store = await makeSignedInStore('ines')
    await store.dispatch(signIn('maren'))
    expect(selectSignedInHiker(store.getState())?.name).toBe('Maren Holt')
    const refused = await store.dispatch(signIn('nobody'))
    expect(refused.type).toBe('session/signIn/rejected')
    expect(store.getState().session.hikerId).toBe('maren')
  })

  test('signOut.fulfilled clears the session and the reports', async () => {
    const store = makeStore()
    await store.dispatch(signIn('kofi'))
    await store.dispatch(fetchReports())
    await store.dispatch(signOut())
    expect(store.getState().session.hikerId).toBeNull()
    expect(store.getState().reports).toEqual({
      ids: [],
      entities: {},
      status: 'idle',
      error: null,
    })
  })
})

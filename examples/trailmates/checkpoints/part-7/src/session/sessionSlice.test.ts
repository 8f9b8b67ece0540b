import { describe, expect, test } from 'vitest'
import { trailApi } from '../api/trailApi'
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

  test('signOut clears session, reports slice and API cache', async () => {
    const store = makeStore()
    await store.dispatch(signIn('kofi'))
    await store.dispatch(trailApi.endpoints.getReports.initiate())
    expect(Object.keys(store.getState().trailApi.queries)).toEqual([
      'getReports(undefined)',
    ])
    await store.dispatch(signOut())
    expect(store.getState().session.hikerId).toBeNull()
    expect(store.getState().reports).toEqual({ ids: [], entities: {} })
    expect(store.getState().trailApi.queries).toEqual({})
  })
})

import { expect, test } from 'vitest'
import { makeStore } from '../store/store'
import { hikersApi, selectHikerById, selectHikers } from './hikersApi'

test('getHikers caches hikers normalized; selectors read them', async () => {
  const store = makeStore()
  expect(selectHikers(store.getState())).toEqual([])
  await store.dispatch(hikersApi.endpoints.getHikers.initiate())
  const data = hikersApi.endpoints.getHikers.select()(store.getState()).data!
  expect(data.ids).toEqual(['ines', 'kofi', 'maren', 'ravi'])
  expect(data.entities.maren).toEqual({
    id: 'maren',
    name: 'Maren Holt',
    homeArea: 'Jotunheimen',
  })
  expect(selectHikerById(store.getState(), 'ravi')?.name).toBe('Ravi Kulkarni')
  const all = selectHikers(store.getState())
  store.dispatch({ type: 'unrelated/somethingHappened' })
  expect(selectHikers(store.getState())).toBe(all)
})

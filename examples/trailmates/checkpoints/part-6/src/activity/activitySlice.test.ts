import { describe, expect, test } from 'vitest'
import { signOut } from '../session/sessionSlice'
import { makeStore } from '../store/store'
import { mockServer } from '../test/mockServer'
import {
  activityViewed,
  fetchActivity,
  selectActivity,
  selectUnseenCount,
} from './activitySlice'

describe('activity', () => {
  test('the first fetch gets all; later ones ask only for news', async () => {
    const requested: string[] = []
    const store = makeStore()
    mockServer.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).search)
    })
    await store.dispatch(fetchActivity())
    expect(
      selectActivity(store.getState()).map((item) => [item.fresh, item.seen]),
    ).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ])
    const newest = selectActivity(store.getState())[0]!.at
    await store.dispatch(fetchActivity())
    expect(requested).toEqual(['', `?since=${encodeURIComponent(newest)}`])
    const items = selectActivity(store.getState())
    expect(items).toHaveLength(5)
    expect(items.map((item) => item.fresh)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
    expect(selectUnseenCount(store.getState())).toBe(5)
  })

  test('viewing marks all seen; signing out forgets it all', async () => {
    const store = makeStore()
    await store.dispatch(fetchActivity())
    store.dispatch(activityViewed())
    const viewed = store.getState().activity
    store.dispatch(activityViewed())
    expect(store.getState().activity).toBe(viewed)
    expect(selectUnseenCount(store.getState())).toBe(0)
    await store.dispatch(signOut())
    expect(selectActivity(store.getState())).toEqual([])
  })
})

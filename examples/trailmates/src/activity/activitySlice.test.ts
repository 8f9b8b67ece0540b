import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { ActivityEntry } from '../api/types'
import { NEWS_PER_REQUEST } from '../mock/handlers'
import { signOut } from '../session/sessionSlice'
import { makeStore } from '../store/store'
import {
  activityApi,
  checkForNews,
  newsArrived,
  selectActivityEntries,
} from './activityApi'
import {
  activitySlice,
  activityViewed,
  selectUnseenCount,
} from './activitySlice'

const entry = (id: string): ActivityEntry => ({
  id,
  at: `2024-05-0${id.length}T10:00:00.000Z`,
  hikerId: 'kofi',
  text: 'waved',
})
const reduce = (actions: Array<Parameters<typeof activitySlice.reducer>[1]>) =>
  actions.reduce(activitySlice.reducer, activitySlice.getInitialState())

describe('activity metadata', () => {
  test('new entries are unseen, fresh; older ones not; no duplicates', () => {
    const state = reduce([
      newsArrived([entry('a'), entry('b')]),
      activityViewed(),
      newsArrived([entry('b'), entry('cc')]),
    ])
    expect(state.entities).toEqual({
      a: { id: 'a', seen: true, fresh: false },
      b: { id: 'b', seen: true, fresh: false },
      cc: { id: 'cc', seen: false, fresh: true },
    })
    expect(
      reduce([newsArrived([entry('a')]), newsArrived([entry('a')])]).entities.a,
    ).toEqual({ id: 'a', seen: false, fresh: true })
  })

  test('viewing twice changes nothing; signing out forgets all', () => {
    const viewed = reduce([newsArrived([entry('a')]), activityViewed()])
    expect(activitySlice.reducer(viewed, activityViewed())).toBe(viewed)
    const signedOut = activitySlice.reducer(
      viewed,
      signOut.fulfilled(undefined, 'request-id'),
    )
    expect(signedOut).toEqual({ ids: [], entities: {} })
  })

  test('getActivity streams news from the socket into the cache', async () => {
    const store = makeStore()
    const subscription = store.dispatch(
      activityApi.endpoints.getActivity.initiate(),
    )
    await subscription
    expect(selectActivityEntries(store.getState())).toHaveLength(3)
    expect(selectUnseenCount(store.getState())).toBe(3)
    store.dispatch(checkForNews())
    await waitFor(() =>
      expect(selectActivityEntries(store.getState())).toHaveLength(
        3 + NEWS_PER_REQUEST,
      ),
    )
    const entries = selectActivityEntries(store.getState())
    expect(entries.map((item) => item.at)).toEqual(
      entries
        .map((item) => item.at)
        .sort()
        .reverse(),
    )
    expect(selectUnseenCount(store.getState())).toBe(5)
    const fresh = Object.values(store.getState().activity.entities).filter(
      (mark) => mark.fresh,
    )
    expect(fresh.map((mark) => mark.id).sort()).toEqual(
      entries
        .slice(0, 2)
        .map((item) => item.id)
        .sort(),
    )
    subscription.unsubscribe()
  })
})

import { describe, expect, test } from 'vitest'
import { setupStore } from '../../app/store'
import { logout } from '../auth/authSlice'
import {
  allNotificationsRead,
  notificationsApi,
  notificationsReceived,
  notificationsSlice,
  selectNotificationsData,
  selectUnreadNotificationsCount,
  type ServerNotification,
} from './notificationsSlice'

const reducer = notificationsSlice.reducer
const note = (id: string, minute: number): ServerNotification => ({
  id,
  date: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(),
  message: 'says hi!',
  user: 'user-amara',
})

describe('notifications metadata slice', () => {
  test('received notifications are unread and new', () => {
    const state = reducer(undefined, notificationsReceived([note('n1', 1), note('n2', 2)]))
    expect(state.ids).toEqual(['n1', 'n2'])
    expect(state.entities.n1).toEqual({ id: 'n1', read: false, isNew: true })
  })

  test('reading all, then receiving more: only the newcomers are new', () => {
    let state = reducer(undefined, notificationsReceived([note('n1', 1)]))
    state = reducer(state, allNotificationsRead())
    expect(state.entities.n1).toEqual({ id: 'n1', read: true, isNew: true })

    state = reducer(state, notificationsReceived([note('n2', 2)]))
    expect(state.entities.n1).toEqual({ id: 'n1', read: true, isNew: false })
    expect(state.entities.n2).toEqual({ id: 'n2', read: false, isNew: true })
  })

  test('a notification seen twice keeps its metadata', () => {
    let state = reducer(undefined, notificationsReceived([note('n1', 1)]))
    state = reducer(state, allNotificationsRead())
    state = reducer(state, notificationsReceived([note('n1', 1)]))
    expect(state.entities.n1?.read).toBe(true)
  })

  test('logout forgets all metadata', () => {
    const state = reducer(undefined, notificationsReceived([note('n1', 1)]))
    expect(reducer(state, logout.fulfilled(undefined, 'req')).ids).toEqual([])
  })
})

describe('getNotifications endpoint', () => {
  test('loads the seeded notifications newest first and counts them as unread', async () => {
    const store = setupStore()
    const subscription = store.dispatch(notificationsApi.endpoints.getNotifications.initiate())
    await subscription

    const notifications = selectNotificationsData(store.getState())
    expect(notifications).toHaveLength(3)
    const dates = notifications.map((n) => n.date)
    expect(dates).toEqual(dates.slice().sort().reverse())
    expect(selectUnreadNotificationsCount(store.getState())).toBe(3)

    store.dispatch(allNotificationsRead())
    expect(selectUnreadNotificationsCount(store.getState())).toBe(0)
    subscription.unsubscribe()
  })
})

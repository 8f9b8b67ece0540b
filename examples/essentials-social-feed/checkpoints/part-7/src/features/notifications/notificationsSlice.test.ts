import { expect, test } from 'vitest'
import { setupStore } from '../../app/store'
import {
  allNotificationsRead,
  fetchNotifications,
  selectAllNotifications,
  selectUnreadNotificationsCount,
} from './notificationsSlice'

test('fetching twice asks only for newer notifications; read/new flags follow', async () => {
  const store = setupStore()
  await store.dispatch(fetchNotifications())
  expect(selectAllNotifications(store.getState())).toHaveLength(3)
  expect(selectUnreadNotificationsCount(store.getState())).toBe(3)

  store.dispatch(allNotificationsRead())
  expect(selectUnreadNotificationsCount(store.getState())).toBe(0)

  await store.dispatch(fetchNotifications())
  const all = selectAllNotifications(store.getState())
  expect(all).toHaveLength(5)
  expect(all.filter((n) => n.isNew)).toHaveLength(2)
  expect(selectUnreadNotificationsCount(store.getState())).toBe(2)
})

import { createEntityAdapter, createSlice } from '@reduxjs/toolkit'
import { client } from '../../api/client'
import type { ServerNotification } from '../../api/types'
import type { RootState } from '../../app/store'
import { createAppAsyncThunk } from '../../app/withTypes'
import { logout } from '../auth/authSlice'

export interface ClientNotification extends ServerNotification {
  read: boolean
  isNew: boolean
}

const notificationsAdapter = createEntityAdapter<ClientNotification>({
  sortComparer: (a, b) => b.date.localeCompare(a.date),
})

/** Fetches the notifications newer than the newest one we already have. */
export const fetchNotifications = createAppAsyncThunk(
  'notifications/fetchNotifications',
  async (_: void, { getState }) => {
    const [latest] = selectAllNotifications(getState())
    const query = latest ? `?since=${encodeURIComponent(latest.date)}` : ''
    const response = await client.get<ServerNotification[]>(`/fakeApi/notifications${query}`)
    return response.data
  },
)

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: notificationsAdapter.getInitialState(),
  reducers: {
    allNotificationsRead(state) {
      Object.values(state.entities).forEach((notification) => {
        notification.read = true
      })
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(logout.fulfilled, () => notificationsAdapter.getInitialState())
      .addCase(fetchNotifications.fulfilled, (state, action) => {
        Object.values(state.entities).forEach((notification) => {
          notification.isNew = !notification.read
        })
        const incoming = action.payload.map((n) => ({ ...n, read: false, isNew: true }))
        notificationsAdapter.upsertMany(state, incoming)
      })
  },
})

export const { allNotificationsRead } = notificationsSlice.actions

export const { selectAll: selectAllNotifications } = notificationsAdapter.getSelectors(
  (state: RootState) => state.notifications,
)

export const selectUnreadNotificationsCount = (state: RootState) =>
  selectAllNotifications(state).filter((n) => !n.read).length

// Notifications: the server data lives in the RTK Query cache (`getNotifications`,
// kept up to date through a WebSocket), while this slice only stores the
// client-side metadata for each notification: has it been read, is it new.
import {
  createAction,
  createEntityAdapter,
  createSelector,
  createSlice,
  isAnyOf,
} from '@reduxjs/toolkit'
import { apiSlice } from '../api/apiSlice'
import {
  connectNotificationsSocket,
  disconnectNotificationsSocket,
  forceGenerateNotifications,
} from '../../api/socketClient'
import type { ServerNotification, SocketMessage } from '../../api/types'
import type { AppThunk, RootState } from '../../app/store'
import { logout } from '../auth/authSlice'

export type { ServerNotification } from '../../api/types'

export interface NotificationMetadata {
  id: string
  read: boolean
  isNew: boolean
}

/** Dispatched when notifications arrive over the socket. */
export const notificationsReceived = createAction<ServerNotification[]>('notifications/notificationsReceived')

const newestFirst = (a: ServerNotification, b: ServerNotification) => b.date.localeCompare(a.date)

export const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<ServerNotification[], void>({
      query: () => '/notifications',
      transformResponse: (response: ServerNotification[]) => response.slice().sort(newestFirst),
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        const socket = connectNotificationsSocket()
        const onMessage = (event: MessageEvent) => {
          const message = JSON.parse(String(event.data)) as SocketMessage
          if (message.type !== 'notifications') return
          updateCachedData((draft) => {
            draft.push(...message.payload)
            draft.sort(newestFirst)
          })
          dispatch(notificationsReceived(message.payload))
        }
        try {
          // Only listen once the first response is in the cache.
          await cacheDataLoaded
          socket.addEventListener('message', onMessage)
        } catch {
          // The cache entry was removed before the data arrived: nothing to do.
        }
        // Runs until the last subscriber has gone (plus keepUnusedDataFor).
        await cacheEntryRemoved
        socket.removeEventListener('message', onMessage)
        disconnectNotificationsSocket()
      },
    }),
  }),
})

export const { useGetNotificationsQuery } = notificationsApi

const emptyNotifications: ServerNotification[] = []

export const selectNotificationsResult = notificationsApi.endpoints.getNotifications.select()

export const selectNotificationsData = createSelector(
  selectNotificationsResult,
  (result) => result.data ?? emptyNotifications,
)

/**
 * A hand-written thunk: asks the fake server, through the socket, for
 * notifications newer than the newest one in the cache. The answer arrives
 * as a socket message and is handled in onCacheEntryAdded above.
 */
export const fetchNotificationsWebsocket = (): AppThunk => (_dispatch, getState) => {
  const [latest] = selectNotificationsData(getState())
  forceGenerateNotifications(latest?.date)
}

const metadataAdapter = createEntityAdapter<NotificationMetadata>()

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: metadataAdapter.getInitialState(),
  reducers: {
    allNotificationsRead(state) {
      Object.values(state.entities).forEach((metadata) => {
        metadata.read = true
      })
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(logout.fulfilled, (state) => {
        metadataAdapter.removeAll(state)
      })
      .addMatcher(
        isAnyOf(notificationsReceived, notificationsApi.endpoints.getNotifications.matchFulfilled),
        (state, action) => {
          // Whatever was already seen is no longer "new"…
          Object.values(state.entities).forEach((metadata) => {
            metadata.isNew = !metadata.read
          })
          // …and every incoming notification we have not seen before is unread and new.
          const incoming: NotificationMetadata[] = action.payload
            .filter((notification) => !(notification.id in state.entities))
            .map((notification) => ({ id: notification.id, read: false, isNew: true }))
          metadataAdapter.addMany(state, incoming)
        },
      )
  },
})

export const { allNotificationsRead } = notificationsSlice.actions

export const { selectAll: selectAllMetadata, selectEntities: selectMetadataEntities } =
  metadataAdapter.getSelectors((state: RootState) => state.notifications)

export const selectUnreadNotificationsCount = (state: RootState) =>
  selectAllMetadata(state).filter((metadata) => !metadata.read).length

// The club's activity: loaded once over HTTP, then kept up to date by the
// news socket, all inside one RTK Query cache entry.
import { createAction } from '@reduxjs/toolkit'
import { closeNewsSocket, openNewsSocket, requestNews } from '../api/newsSocket'
import { trailApi } from '../api/trailApi'
import type { ActivityEntry, NewsMessage } from '../api/types'
import type { AppThunk } from '../store/store'
import { createAppSelector } from '../store/typed'

const newestFirst = (a: ActivityEntry, b: ActivityEntry) =>
  b.at.localeCompare(a.at)

/**
 * Dispatched when the socket brings entries, so that slices can react (see
 * activitySlice.ts).
 */
export const newsArrived = createAction<ActivityEntry[]>('activity/newsArrived')

export const activityApi = trailApi.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<ActivityEntry[], void>({
      query: () => '/activity',
      transformResponse: (entries: ActivityEntry[]) =>
        [...entries].sort(newestFirst),
      // Runs when the cache entry is created, and lives as long as it does.
      async onCacheEntryAdded(
        _arg,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch },
      ) {
        const socket = openNewsSocket()
        const receive = (event: MessageEvent) => {
          const message = JSON.parse(String(event.data)) as NewsMessage
          if (message.kind !== 'activityPublished') return
          updateCachedData((entries) => {
            const known = new Set(entries.map((entry) => entry.id))
            entries.push(
              ...message.entries.filter((entry) => !known.has(entry.id)),
            )
            entries.sort(newestFirst)
          })
          dispatch(newsArrived(message.entries))
        }
        try {
          // Listen only once the first answer is in the cache.
          await cacheDataLoaded
          socket.addEventListener('message', receive)
        } catch {
          // The entry went away before its data arrived:
          // there is nothing to update.
        }
        // Resolves when the last subscriber has gone
        // and keepUnusedDataFor has passed.
        await cacheEntryRemoved
        socket.removeEventListener('message', receive)
        closeNewsSocket()
      },
    }),
  }),
})

export const { useGetActivityQuery } = activityApi

const noEntries: ActivityEntry[] = []

/** The cached entries, newest first. */
export const selectActivityEntries = createAppSelector(
  [activityApi.endpoints.getActivity.select()],
  (result) => result.data ?? noEntries,
)

/**
 * A thunk written by hand: asks the server, through the socket, for activity
 * newer than the newest cached entry. The answer arrives on the socket, where
 * onCacheEntryAdded above puts it in the cache.
 */
export const checkForNews = (): AppThunk => (_dispatch, getState) => {
  const [newest] = selectActivityEntries(getState())
  requestNews(newest?.at ?? null)
}

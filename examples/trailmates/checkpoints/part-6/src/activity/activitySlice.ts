import { createEntityAdapter, createSlice } from '@reduxjs/toolkit'
import { fetchJson } from '../api/fetchJson'
import type { ActivityEntry } from '../api/types'
import { signOut } from '../session/sessionSlice'
import type { RootState } from '../store/store'
import { createAppAsyncThunk, createAppSelector } from '../store/typed'

/**
 * An entry as the app keeps it:
 * what the server sent, plus what this hiker has seen.
 */
export interface ActivityItem extends ActivityEntry {
  /**
   * Has the activity page shown it yet?
   * (The header's badge counts the unseen ones.)
   */
  seen: boolean
  /** Did it arrive with the latest check for news? (The page highlights it.) */
  fresh: boolean
}

const activityAdapter = createEntityAdapter<ActivityItem>({
  sortComparer: (a, b) => b.at.localeCompare(a.at),
})

/** Asks the server for activity newer than the newest entry we have. */
export const fetchActivity = createAppAsyncThunk(
  'activity/fetch',
  (_arg: void, { getState }) => {
    const [newest] = selectActivity(getState())
    const query = newest ? `?since=${encodeURIComponent(newest.at)}` : ''
    return fetchJson<ActivityEntry[]>(`/api/activity${query}`)
  },
)

export const activitySlice = createSlice({
  name: 'activity',
  initialState: activityAdapter.getInitialState(),
  reducers: {
    activityViewed(state) {
      for (const item of Object.values(state.entities)) item.seen = true
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchActivity.fulfilled, (state, action) => {
        for (const item of Object.values(state.entities)) item.fresh = false
        activityAdapter.addMany(
          state,
          action.payload.map((entry) => ({
            ...entry,
            seen: false,
            fresh: true,
          })),
        )
      })
      .addCase(signOut.fulfilled, (state) => {
        activityAdapter.removeAll(state)
      })
  },
})

export const { activityViewed } = activitySlice.actions

export const { selectAll: selectActivity } = activityAdapter.getSelectors(
  (state: RootState) => state.activity,
)

export const selectUnseenCount = createAppSelector(
  [selectActivity],
  (items) => items.filter((item) => !item.seen).length,
)

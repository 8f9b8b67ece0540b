// What this browser knows about the activity entries, apart from the server's
// data in the RTK Query cache: has the hiker seen each one, is it fresh.
import { createEntityAdapter, createSlice, isAnyOf } from '@reduxjs/toolkit'
import { signOut } from '../session/sessionSlice'
import type { RootState } from '../store/store'
import { createAppSelector } from '../store/typed'
import { activityApi, newsArrived } from './activityApi'

export interface ActivityMark {
  /** The id of the activity entry. */
  id: string
  /**
   * Has the activity page shown it yet?
   * (The header's badge counts the unseen ones.)
   */
  seen: boolean
  /** Did it arrive with the latest news? (The page highlights it.) */
  fresh: boolean
}

const marksAdapter = createEntityAdapter<ActivityMark>()

export const activitySlice = createSlice({
  name: 'activity',
  initialState: marksAdapter.getInitialState(),
  reducers: {
    activityViewed(state) {
      for (const mark of Object.values(state.entities)) mark.seen = true
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signOut.fulfilled, (state) => {
        marksAdapter.removeAll(state)
      })
      // Entries arrive with the first load (HTTP) and then from the socket.
      .addMatcher(
        isAnyOf(activityApi.endpoints.getActivity.matchFulfilled, newsArrived),
        (state, action) => {
          const incoming = action.payload.filter(
            (entry) => !state.entities[entry.id],
          )
          if (incoming.length === 0) return
          for (const mark of Object.values(state.entities)) mark.fresh = false
          marksAdapter.addMany(
            state,
            incoming.map(({ id }) => ({ id, seen: false, fresh: true })),
          )
        },
      )
  },
})

export const { activityViewed } = activitySlice.actions

export const {
  selectAll: selectActivityMarks,
  selectEntities: selectMarksById,
} = marksAdapter.getSelectors((state: RootState) => state.activity)

export const selectUnseenCount = createAppSelector(
  [selectActivityMarks],
  (marks) => marks.filter((mark) => !mark.seen).length,
)

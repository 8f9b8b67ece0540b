import {
  combineReducers,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit'
import type { Session, TrackFilter } from './types'

const filtersSlice = createSlice({
  name: 'filters',
  initialState: 'all' as TrackFilter,
  reducers: {
    trackFilterChanged: (_trackFilter, action: PayloadAction<TrackFilter>) =>
      action.payload,
  },
})

const sessionsSlice = createSlice({
  name: 'sessions',
  initialState: [] as Session[],
  reducers: {
    sessionAdded(sessions, action: PayloadAction<Omit<Session, 'bookmarked'>>) {
      sessions.push({ ...action.payload, bookmarked: false })
    },
    bookmarkToggled(sessions, action: PayloadAction<string>) {
      const session = sessions.find((s) => s.id === action.payload)
      if (session) session.bookmarked = !session.bookmarked
    },
  },
})

export const { trackFilterChanged } = filtersSlice.actions
export const { sessionAdded, bookmarkToggled } = sessionsSlice.actions

export const scheduleReducer = combineReducers({
  trackFilter: filtersSlice.reducer,
  sessions: sessionsSlice.reducer,
})

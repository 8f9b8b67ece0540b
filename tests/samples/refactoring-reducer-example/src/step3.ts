import type {
  ScheduleAction,
  ScheduleState,
  Session,
  TrackFilter,
} from './types'
import { updateItemById, updateObject } from './utilities'

// Case functions: one per action, given only the part of the state it changes
function addSession(sessions: Session[], fields: Omit<Session, 'bookmarked'>) {
  return [...sessions, { ...fields, bookmarked: false }]
}

function toggleBookmark(sessions: Session[], id: string) {
  return updateItemById(sessions, id, (session) =>
    updateObject(session, { bookmarked: !session.bookmarked }),
  )
}

// Slice reducers: one per key of the state
export function trackFilterReducer(
  trackFilter: TrackFilter = 'all',
  action: ScheduleAction,
) {
  return action.type === 'filters/trackFilterChanged'
    ? action.payload
    : trackFilter
}

export function sessionsReducer(
  sessions: Session[] = [],
  action: ScheduleAction,
) {
  switch (action.type) {
    case 'sessions/sessionAdded':
      return addSession(sessions, action.payload)
    case 'sessions/bookmarkToggled':
      return toggleBookmark(sessions, action.payload)
    default:
      return sessions
  }
}

// The root reducer calls each slice reducer with its key
export function scheduleReducer(
  state: ScheduleState | undefined,
  action: ScheduleAction,
): ScheduleState {
  const trackFilter = trackFilterReducer(state?.trackFilter, action)
  const sessions = sessionsReducer(state?.sessions, action)
  if (
    state &&
    trackFilter === state.trackFilter &&
    sessions === state.sessions
  ) {
    return state
  }
  return { trackFilter, sessions }
}

import type { ScheduleAction, ScheduleState } from './types'

const initialState: ScheduleState = { trackFilter: 'all', sessions: [] }

export function scheduleReducer(
  state = initialState,
  action: ScheduleAction,
): ScheduleState {
  switch (action.type) {
    case 'filters/trackFilterChanged':
      return { ...state, trackFilter: action.payload }
    case 'sessions/sessionAdded':
      return {
        ...state,
        sessions: [...state.sessions, { ...action.payload, bookmarked: false }],
      }
    case 'sessions/bookmarkToggled':
      return {
        ...state,
        sessions: state.sessions.map((session) =>
          session.id === action.payload
            ? { ...session, bookmarked: !session.bookmarked }
            : session,
        ),
      }
    default:
      return state
  }
}

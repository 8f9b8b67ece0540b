import type { ScheduleAction, ScheduleState } from './types'
import { updateItemById, updateObject } from './utilities'

const initialState: ScheduleState = { trackFilter: 'all', sessions: [] }

export function scheduleReducer(
  state = initialState,
  action: ScheduleAction,
): ScheduleState {
  switch (action.type) {
    case 'filters/trackFilterChanged':
      return updateObject(state, { trackFilter: action.payload })
    case 'sessions/sessionAdded': {
      const session = { ...action.payload, bookmarked: false }
      return updateObject(state, { sessions: [...state.sessions, session] })
    }
    case 'sessions/bookmarkToggled': {
      const sessions = updateItemById(
        state.sessions,
        action.payload,
        (session) => updateObject(session, { bookmarked: !session.bookmarked }),
      )
      return updateObject(state, { sessions })
    }
    default:
      return state
  }
}

import { combineReducers } from '@reduxjs/toolkit'
import type { ScheduleAction, Session, TrackFilter } from './types'
import { updateItemById, updateObject } from './utilities'

type CaseReducers<S> = {
  [T in ScheduleAction['type']]?: (
    state: S,
    action: Extract<ScheduleAction, { type: T }>,
  ) => S
}

function createTableReducer<S>(initialState: S, caseReducers: CaseReducers<S>) {
  return (state: S = initialState, action: ScheduleAction): S => {
    if (!Object.hasOwn(caseReducers, action.type)) return state
    const caseReducer = caseReducers[action.type] as (
      state: S,
      action: ScheduleAction,
    ) => S
    return caseReducer(state, action)
  }
}

export const scheduleReducer = combineReducers({
  trackFilter: createTableReducer<TrackFilter>('all', {
    'filters/trackFilterChanged': (_trackFilter, action) => action.payload,
  }),
  sessions: createTableReducer<Session[]>([], {
    'sessions/sessionAdded': (sessions, action) => [
      ...sessions,
      { ...action.payload, bookmarked: false },
    ],
    'sessions/bookmarkToggled': (sessions, action) =>
      updateItemById(sessions, action.payload, (session) =>
        updateObject(session, { bookmarked: !session.bookmarked }),
      ),
  }),
})

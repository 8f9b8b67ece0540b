import { combineReducers } from '@reduxjs/toolkit'
import { sessionsReducer, trackFilterReducer } from './step3'

export const scheduleReducer = combineReducers({
  trackFilter: trackFilterReducer,
  sessions: sessionsReducer,
})

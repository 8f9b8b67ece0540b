import { combineSlices, configureStore } from '@reduxjs/toolkit'
import type { Timetable } from '../timetable'
import { boardSlice } from './boardSlice'
import { timetableApi } from './timetableApi'

const rootReducer = combineSlices(boardSlice, timetableApi)

export type RootState = ReturnType<typeof rootReducer>

/**
 * A new store: one per request on the server, one per page load in the browser.
 */
export function makeStore(
  timetable: Timetable,
  preloadedState?: Partial<RootState>,
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { timetable } } }).concat(
        timetableApi.middleware,
      ),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

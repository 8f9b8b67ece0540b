import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { reportsSlice } from '../reports/reportsSlice'

// The root reducer: one slice reducer per top-level key of the state.
const rootReducer = combineReducers({
  reports: reportsSlice.reducer,
})

export type RootState = ReturnType<typeof rootReducer>

/**
 * Creates a store. main.tsx makes the app's one store; each test makes its own.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { catalogApi } from '../api/catalogApi'
import { loansSlice } from '../features/loans/loansSlice'
import { analyticsMiddleware } from './analyticsMiddleware'

// The root reducer comes first, so its state type exists before any store does.
const rootReducer = combineSlices(loansSlice, catalogApi)

export type RootState = ReturnType<typeof rootReducer>

/** Makes a new store: one for the app, and a fresh one for every test. */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(catalogApi.middleware, analyticsMiddleware),
  })
}

export type AppStore = ReturnType<typeof setupStore>
export type AppDispatch = AppStore['dispatch']

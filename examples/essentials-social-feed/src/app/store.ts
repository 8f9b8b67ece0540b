import { combineSlices, configureStore, type Action, type ThunkAction } from '@reduxjs/toolkit'
import { apiSlice } from '../features/api/apiSlice'
import { authSlice } from '../features/auth/authSlice'
import { notificationsSlice } from '../features/notifications/notificationsSlice'
import { listenerMiddleware } from './listenerMiddleware'

// Final state shape: { auth, notifications, api }.
// (Posts and users live in the RTK Query cache under `api`.)
const rootReducer = combineSlices(authSlice, notificationsSlice, apiSlice)

export type RootState = ReturnType<typeof rootReducer>

/** Creates a fresh store. The app makes one; every test makes its own. */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(apiSlice.middleware),
  })
}

export type AppStore = ReturnType<typeof setupStore>
export type AppDispatch = AppStore['dispatch']
/** The type of a hand-written thunk function. */
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>

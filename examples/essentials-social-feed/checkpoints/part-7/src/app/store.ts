import { combineSlices, configureStore, type Action, type ThunkAction } from '@reduxjs/toolkit'
import { apiSlice } from '../features/api/apiSlice'
import { authSlice } from '../features/auth/authSlice'
import { notificationsSlice } from '../features/notifications/notificationsSlice'
import { postsSlice } from '../features/posts/postsSlice'
import { usersSlice } from '../features/users/usersSlice'
import { listenerMiddleware } from './listenerMiddleware'

// combineSlices puts the API slice's reducer under its reducerPath, 'api'.
const rootReducer = combineSlices(postsSlice, usersSlice, authSlice, notificationsSlice, apiSlice)

export type RootState = ReturnType<typeof rootReducer>

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The listener middleware goes first, so listeners see actions before
    // any other middleware can stop them. The API middleware runs the
    // requests and manages cache lifetimes.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(apiSlice.middleware),
  })
}

export type AppStore = ReturnType<typeof setupStore>
export type AppDispatch = AppStore['dispatch']
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>

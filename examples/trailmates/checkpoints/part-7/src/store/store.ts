import {
  combineReducers,
  configureStore,
  type Action,
  type ThunkAction,
} from '@reduxjs/toolkit'
import { activitySlice } from '../activity/activitySlice'
import { trailApi } from '../api/trailApi'
import { hikersSlice } from '../hikers/hikersSlice'
import { reportsSlice } from '../reports/reportsSlice'
import { sessionSlice } from '../session/sessionSlice'
import { toastsSlice } from '../ui/toastsSlice'
import { listenerMiddleware } from './listeners'

// The root reducer: one slice reducer per top-level key of the state.
const rootReducer = combineReducers({
  reports: reportsSlice.reducer,
  hikers: hikersSlice.reducer,
  session: sessionSlice.reducer,
  activity: activitySlice.reducer,
  toasts: toastsSlice.reducer,
  [trailApi.reducerPath]: trailApi.reducer,
})

export type RootState = ReturnType<typeof rootReducer>

/**
 * Creates a store. main.tsx makes the app's one store; each test makes its own.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The listener middleware goes first; RTK Query's middleware runs the
    // requests, cache lifetimes and invalidation.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(listenerMiddleware.middleware)
        .concat(trailApi.middleware),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
/**
 * The type of a thunk function written by hand;
 * `Result` is what dispatching it returns.
 */
export type AppThunk<Result = void> = ThunkAction<
  Result,
  RootState,
  unknown,
  Action
>

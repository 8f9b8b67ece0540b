import {
  combineReducers,
  configureStore,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit'
import { visitorsSlice } from '../features/visitors/visitorsSlice'

// The reducer object: one key per feature. Each key becomes a field of the
// root state, so this app's state looks like { visitors: VisitorsState }.
const rootReducer = combineReducers({
  visitors: visitorsSlice.reducer,
})

export type RootState = ReturnType<typeof rootReducer>

// A factory rather than one module-level store: main.tsx calls it once, and
// each test calls it for a store of its own, from any state it likes.
export const createAppStore = (preloadedState?: Partial<RootState>) =>
  configureStore({ reducer: rootReducer, preloadedState })

export type AppStore = ReturnType<typeof createAppStore>
export type AppDispatch = AppStore['dispatch']

/** A thunk of this app; `Result` is what `dispatch` returns for it. */
export type AppThunk<Result = void> = ThunkAction<
  Result,
  RootState,
  undefined,
  UnknownAction
>

import { combineSlices, configureStore, type Action, type ThunkAction } from '@reduxjs/toolkit'
import { counterSlice } from '../features/counter/counterSlice'

// The root reducer comes first, so that RootState can be inferred from it
// without referring to a store instance.
const rootReducer = combineSlices(counterSlice)

export type RootState = ReturnType<typeof rootReducer>

// A function rather than a single module-level store: the app calls it once
// (in main.tsx), and every test calls it to get a fresh, isolated store.
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
  })
}

// All of these are inferred; none is written out by hand.
export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
export type AppThunk<ThunkReturnType = void> = ThunkAction<
  ThunkReturnType,
  RootState,
  unknown,
  Action
>

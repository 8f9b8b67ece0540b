import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { postsSlice } from '../features/posts/postsSlice'

const rootReducer = combineSlices(postsSlice)

export type RootState = ReturnType<typeof rootReducer>

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof setupStore>
export type AppDispatch = AppStore['dispatch']

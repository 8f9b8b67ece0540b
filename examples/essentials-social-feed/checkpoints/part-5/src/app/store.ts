import { combineSlices, configureStore, type Action, type ThunkAction } from '@reduxjs/toolkit'
import { authSlice } from '../features/auth/authSlice'
import { postsSlice } from '../features/posts/postsSlice'
import { usersSlice } from '../features/users/usersSlice'

const rootReducer = combineSlices(postsSlice, usersSlice, authSlice)

export type RootState = ReturnType<typeof rootReducer>

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof setupStore>
export type AppDispatch = AppStore['dispatch']
/** The type of a hand-written thunk function. */
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>

// One listener middleware instance for the app. Features register their
// listeners with `startAppListening`.
import { addListener, createListenerMiddleware } from '@reduxjs/toolkit'
import type { AppDispatch, RootState } from './store'
import { addPostsListeners } from '../features/posts/postsSlice'
import { addAuthListeners } from '../features/auth/authSlice'

export const listenerMiddleware = createListenerMiddleware()

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>()
export type AppStartListening = typeof startAppListening

export const addAppListener = addListener.withTypes<RootState, AppDispatch>()

addPostsListeners(startAppListening)
addAuthListeners(startAppListening)

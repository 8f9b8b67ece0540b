import { addListener, createListenerMiddleware } from '@reduxjs/toolkit'
import type { AppDispatch, RootState } from './store'
import { addAuthListeners } from '../features/auth/authSlice'
import { addPostsListeners } from '../features/posts/postsSlice'

export const listenerMiddleware = createListenerMiddleware()

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>()
export type AppStartListening = typeof startAppListening

export const addAppListener = addListener.withTypes<RootState, AppDispatch>()

addPostsListeners(startAppListening)
addAuthListeners(startAppListening)

// The listener middleware: logic that runs in response to actions, after the
// reducers have handled them. Each feature adds its listeners below.
import { createListenerMiddleware } from '@reduxjs/toolkit'
import { addReportListeners } from '../reports/reportListeners'
import { addSessionListeners } from '../session/sessionListeners'
import type { AppDispatch, RootState } from './store'

export const listenerMiddleware = createListenerMiddleware()

/** startListening with this app's state and dispatch types. */
export const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>()
export type AppStartListening = typeof startAppListening

addReportListeners(startAppListening)
addSessionListeners(startAppListening)

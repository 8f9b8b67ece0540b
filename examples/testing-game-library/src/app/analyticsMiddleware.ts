import type { Middleware } from '@reduxjs/toolkit'
import { API_URL } from '../api/config'
import { borrowGame } from '../features/loans/loansSlice'

export interface AnalyticsEvent {
  name: 'loan_started' | 'loan_refused'
  gameId: string
}

/** Reports the outcome of every loan request to `send`, after the reducers have run. */
export function createAnalyticsMiddleware(send: (event: AnalyticsEvent) => void): Middleware {
  return () => next => action => {
    const result = next(action)
    if (borrowGame.fulfilled.match(action)) {
      send({ name: 'loan_started', gameId: action.meta.arg })
    } else if (borrowGame.rejected.match(action) && action.payload !== undefined) {
      send({ name: 'loan_refused', gameId: action.meta.arg })
    }
    return result
  }
}

export const analyticsMiddleware = createAnalyticsMiddleware(event => {
  // Fire and forget: a lost analytics event must never break the app.
  fetch(`${API_URL}/events`, { method: 'POST', body: JSON.stringify(event), keepalive: true }).catch(
    () => {},
  )
})

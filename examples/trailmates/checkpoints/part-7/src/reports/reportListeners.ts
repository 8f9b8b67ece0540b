import { isAnyOf } from '@reduxjs/toolkit'
import { trailApi } from '../api/trailApi'
import type { AppStartListening } from '../store/listeners'
import { toastDismissed, toastShown } from '../ui/toastsSlice'
import { cheerGiven, reviseReport } from './reportsSlice'

export function addReportListeners(startListening: AppStartListening) {
  // When a report has been published, say so in a toast for five seconds.
  startListening({
    matcher: trailApi.endpoints.publishReport.matchFulfilled,
    effect: async (action, listenerApi) => {
      const { payload: toast } = listenerApi.dispatch(
        toastShown(`“${action.payload.title}” is on the board.`),
      )
      await listenerApi.delay(5000)
      listenerApi.dispatch(toastDismissed(toast.id))
    },
  })

  // The revise and cheer thunks change reports outside RTK Query: tell it
  // that its cached reports are out of date, so it fetches them again.
  startListening({
    matcher: isAnyOf(reviseReport.fulfilled, cheerGiven),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(trailApi.util.invalidateTags(['Report']))
    },
  })
}

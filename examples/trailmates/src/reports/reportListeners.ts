import { trailApi } from '../api/trailApi'
import type { AppStartListening } from '../store/listeners'
import { toastDismissed, toastShown } from '../ui/toastsSlice'

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
}

import type { AppStartListening } from '../store/listeners'
import { toastDismissed, toastShown } from '../ui/toastsSlice'
import { publishReport } from './reportsSlice'

export function addReportListeners(startListening: AppStartListening) {
  // When a report has been published, say so in a toast for five seconds.
  startListening({
    actionCreator: publishReport.fulfilled,
    effect: async (action, listenerApi) => {
      const { payload: toast } = listenerApi.dispatch(
        toastShown(`“${action.payload.title}” is on the board.`),
      )
      await listenerApi.delay(5000)
      listenerApi.dispatch(toastDismissed(toast.id))
    },
  })
}

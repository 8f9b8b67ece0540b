import { signIn } from '../session/sessionSlice'
import type { AppStartListening } from '../store/listeners'
import { fetchActivity } from './activitySlice'

export function addActivityListeners(startListening: AppStartListening) {
  // Whoever signs in gets the club's activity right away.
  startListening({
    actionCreator: signIn.fulfilled,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(fetchActivity())
    },
  })
}

import { trailApi } from '../api/trailApi'
import type { AppStartListening } from '../store/listeners'
import { signOut } from './sessionSlice'

export function addSessionListeners(startListening: AppStartListening) {
  // Signing out forgets everything RTK Query has cached.
  startListening({
    actionCreator: signOut.fulfilled,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(trailApi.util.resetApiState())
    },
  })
}

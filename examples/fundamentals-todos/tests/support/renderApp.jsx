// Renders the checkpoint's whole <App> around a fresh store, the same way its
// entry file does, and returns the store plus a user-event instance.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import App from '@app/App'
import { buildState, makeStore } from '@checkpoint'

export function renderApp({ todos = [], filters } = {}) {
  const store = makeStore(buildState({ todos, filters }))
  const user = userEvent.setup()
  const view = render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  return { store, user, ...view }
}

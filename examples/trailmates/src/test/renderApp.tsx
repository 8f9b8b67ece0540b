import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { hikersApi } from '../hikers/hikersApi'
import { makeStore, type AppStore, type RootState } from '../store/store'

interface RenderAppOptions {
  /** The URL the app starts at. */
  route?: string
  /** State to start from (a fresh store is made from it)… */
  preloadedState?: Partial<RootState>
  /** …or a store made by the test. */
  store?: AppStore
}

/**
 * Renders `ui` the way main.tsx renders the app: inside a Redux Provider and
 * a router. Returns the store and a user-event instance with the queries.
 */
export function renderApp(
  ui: ReactElement,
  {
    route = '/',
    preloadedState,
    store = makeStore(preloadedState),
  }: RenderAppOptions = {},
) {
  return {
    store,
    user: userEvent.setup(),
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </Provider>,
    ),
  }
}

/**
 * A store with the hikers loaded from the fake server and `hikerId` signed in.
 */
export async function makeSignedInStore(hikerId = 'ines') {
  const store = makeStore({ session: { hikerId } })
  await store.dispatch(hikersApi.endpoints.getHikers.initiate())
  return store
}

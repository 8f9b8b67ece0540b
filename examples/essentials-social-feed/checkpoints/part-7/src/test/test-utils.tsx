import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PropsWithChildren, ReactElement } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { setupStore, type AppStore, type RootState } from '../app/store'
import { fetchUsers } from '../features/users/usersSlice'

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>
  store?: AppStore
  /** The URL the MemoryRouter starts at. */
  route?: string
}

/**
 * Renders `ui` inside a Redux Provider (a fresh store unless one is passed)
 * and a MemoryRouter, and returns the store and a user-event instance too.
 */
export function renderWithProviders(ui: ReactElement, extendedRenderOptions: ExtendedRenderOptions = {}) {
  const {
    preloadedState = {},
    store = setupStore(preloadedState),
    route = '/',
    ...renderOptions
  } = extendedRenderOptions
  // Like main.tsx: load the users before the first render.
  store.dispatch(fetchUsers())

  function Wrapper({ children }: PropsWithChildren) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </Provider>
    )
  }

  return {
    store,
    user: userEvent.setup(),
    ...render(ui, { wrapper: Wrapper, ...renderOptions }),
  }
}

/** State for a store where `username` is already logged in. */
export function loggedInState(username = 'user-amara'): Partial<RootState> {
  return { auth: { username } }
}

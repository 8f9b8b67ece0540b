import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PropsWithChildren, ReactElement } from 'react'
import { Provider } from 'react-redux'
import { setupStore, type AppStore, type RootState } from '../app/store'

/**
 * A test starts from a state of its choosing or from a store it prepared, never
 * both.
 */
type StoreSource =
  | { state?: Partial<RootState>; store?: never }
  | { store: AppStore; state?: never }

export type RenderWithProvidersOptions = StoreSource & {
  /**
   * Testing Library's own options (container, baseElement…); the wrapper is
   * ours.
   */
  renderOptions?: Omit<RenderOptions, 'wrapper'>
}

/** Everything the app puts around its components, for one store. */
function providersFor(store: AppStore) {
  return function AppProviders({ children }: PropsWithChildren) {
    return <Provider store={store}>{children}</Provider>
  }
}

/**
 * Renders `ui` the way the app would, with a store of its own, and returns that
 * store and a user-event session along with Testing Library's queries.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
) {
  const store = options.store ?? setupStore(options.state)
  return {
    store,
    user: userEvent.setup(),
    ...render(ui, { ...options.renderOptions, wrapper: providersFor(store) }),
  }
}

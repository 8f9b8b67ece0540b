import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { Provider } from 'react-redux'
import { createAppStore, type AppStore, type RootState } from '../app/store'

interface Options extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  /** The state the test starts from (ignored when `store` is given) */
  state?: Partial<RootState>
  /** A store the test made itself, to dispatch to it before rendering */
  store?: AppStore
}

/**
 * Renders `ui` the way main.tsx renders the app, inside a <Provider>, but with
 * a store of its own. Returns that store and a user-event session along with
 * Testing Library's queries.
 */
export function renderWithStore(ui: ReactElement, { state, store = createAppStore(state), ...options }: Options = {}) {
  const withStore = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  return { store, user: userEvent.setup(), ...render(ui, { ...options, wrapper: withStore }) }
}

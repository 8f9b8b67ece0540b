import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { Provider } from 'react-redux'
import { setupStore, type AppStore, type RootState } from '../app/store'

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** State to start from; the slices that are left out start from their initial state. */
  preloadedState?: Partial<RootState>
  /** A store you prepared yourself, for example by dispatching actions to it. */
  store?: AppStore
}

/**
 * Renders `ui` inside a React-Redux Provider around a store of its own,
 * and returns that store and a user-event session with Testing Library's queries.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = setupStore(preloadedState), ...renderOptions }: ProviderOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>
  }

  return {
    store,
    user: userEvent.setup(),
    ...render(ui, { wrapper: Wrapper, ...renderOptions }),
  }
}

import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PropsWithChildren, ReactElement } from 'react'
import { Provider } from 'react-redux'
import { makeStore, type AppStore, type RootState } from '../app/store'

interface RenderWithProvidersOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  /** State to start from; ignored when `store` is passed. */
  preloadedState?: Partial<RootState>
  /** A store you already made, e.g. to dispatch to it before rendering. */
  store?: AppStore
}

/**
 * Renders `ui` inside a React-Redux <Provider> with a fresh store (or the one
 * passed in), and returns the store and a user-event instance alongside
 * Testing Library's usual queries.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), ...renderOptions }: RenderWithProvidersOptions = {},
) {
  function Wrapper({ children }: PropsWithChildren) {
    return <Provider store={store}>{children}</Provider>
  }

  return {
    store,
    user: userEvent.setup(),
    ...render(ui, { wrapper: Wrapper, ...renderOptions }),
  }
}

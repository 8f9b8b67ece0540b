import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'

interface RenderAppOptions {
  /** The URL the app starts at. */
  route?: string
}

/** Renders `ui` inside a router, as main.tsx does, and sets up user-event. */
export function renderApp(
  ui: ReactElement,
  { route = '/' }: RenderAppOptions = {},
) {
  return {
    user: userEvent.setup(),
    ...render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>),
  }
}

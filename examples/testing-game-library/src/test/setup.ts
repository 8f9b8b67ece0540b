import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './server'

// A request that no handler answers fails the test instead of reaching the
// network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
  // Testing Library unmounts by itself only where test functions are globals;
  // with Vitest's default (imports), unmount here.
  cleanup()
  // Drop the handlers a test added with server.use(…).
  server.resetHandlers()
})

afterAll(() => server.close())

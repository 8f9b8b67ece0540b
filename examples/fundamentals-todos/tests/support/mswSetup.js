// Setup file for the checkpoints that talk to the fake API (part 6 on).
// Only jsdom test files make requests; the plain-Node reducer tests skip
// loading MSW altogether, which keeps them fast.
import { afterAll, afterEach, beforeAll } from 'vitest'

if (typeof window !== 'undefined') {
  const { resetFakeDatabase } = await import('@app/api/server')
  const { server } = await import('./mswServer')

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    resetFakeDatabase()
  })
  afterAll(() => server.close())
}

import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetDb, setLatency } from './api/server'
import { disconnectNotificationsSocket } from './api/socketClient'
import { server } from './test/server'

// The app requests relative URLs such as '/fakeApi/posts', which a browser
// resolves against the page. Node's fetch and Request need absolute URLs, so
// resolve them against jsdom's page URL here, the way a browser would.
const NodeRequest = globalThis.Request
class PageRelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
  }
}
globalThis.Request = PageRelativeRequest

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  // Wrap the fetch that MSW has just patched in.
  const mockedFetch = globalThis.fetch
  globalThis.fetch = (input, init) =>
    mockedFetch(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
})

beforeEach(() => {
  setLatency(0)
  resetDb()
})

afterEach(() => {
  // Vitest does not expose test globals here, so Testing Library cannot
  // register its automatic cleanup: unmount rendered trees ourselves.
  cleanup()
  disconnectNotificationsSocket()
  server.resetHandlers()
})

afterAll(() => {
  server.close()
})

// Runs before every test file (vite.config.ts, `setupFiles`).
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { closeNewsSocket } from '../api/newsSocket'
import { resetDb } from '../mock/db'
import { setLatency } from '../mock/handlers'
import { mockServer } from './mockServer'

// Testing Library sets this flag itself only when the test functions are
// globals, which they are not here. It tells React that tests wrap updates in
// act(), so every user event ends with the DOM up to date.
;(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true

// findBy… and waitFor give up after 3 s instead of 1 s: a busy machine is slow.
configure({ asyncUtilTimeout: 3000 })

// The app asks for relative URLs such as /api/reports, as code in a page
// does. Node's fetch and Request only take absolute URLs, so resolve relative
// ones against jsdom's page address first, the way a browser would.
const absolute = (input: RequestInfo | URL) =>
  typeof input === 'string' && input.startsWith('/')
    ? new URL(input, window.location.href)
    : input

const NodeRequest = globalThis.Request
globalThis.Request = class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(absolute(input), init)
  }
}

beforeAll(() => {
  mockServer.listen({ onUnhandledRequest: 'error' })
  // MSW has just replaced fetch: resolve the URL before it sees it.
  const mockedFetch = globalThis.fetch
  globalThis.fetch = (input, init) => mockedFetch(absolute(input), init)
})

beforeEach(() => {
  resetDb()
  // Answer at once; a test that wants to see a request running sets a latency.
  setLatency(0)
})

afterEach(() => {
  // Vitest runs without globals here, so Testing Library cannot
  // clean up on its own.
  cleanup()
  closeNewsSocket()
  mockServer.resetHandlers()
})

afterAll(() => {
  mockServer.close()
})

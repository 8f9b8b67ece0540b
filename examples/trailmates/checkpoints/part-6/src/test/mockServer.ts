// The fake server for the tests: the app's own handlers, run by msw/node.
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { handlers } from '../mock/handlers'

export const mockServer = setupServer(...handlers)

/**
 * Holds the requests for `method` and `path` until the returned function is
 * called; then the app's own handler answers them. Lets a test look at the
 * app while a request is running.
 */
export function holdRequests(method: 'get' | 'post' | 'patch', path: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  // A resolver that returns nothing passes the request on to the next handler.
  mockServer.use(http[method](path, async () => void (await released)))
  return release
}

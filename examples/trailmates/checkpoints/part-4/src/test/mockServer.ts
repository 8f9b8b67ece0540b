// The fake server for the tests: the app's own handlers, run by msw/node.
import { setupServer } from 'msw/node'
import { handlers } from '../mock/handlers'

export const mockServer = setupServer(...handlers)

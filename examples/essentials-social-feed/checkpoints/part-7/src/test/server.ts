// The fake backend for tests: the app's own MSW handlers, run by msw/node.
import { setupServer } from 'msw/node'
import { allHandlers } from '../api/server'

export const server = setupServer(...allHandlers)

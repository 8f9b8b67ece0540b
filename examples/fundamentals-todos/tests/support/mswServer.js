// One MSW server per test file, answering with the checkpoint's own handlers.
import { setupServer } from 'msw/node'
import { handlers } from '@app/api/server'

export const server = setupServer(...handlers)

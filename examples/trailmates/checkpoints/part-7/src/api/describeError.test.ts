import { expect, test } from 'vitest'
import { describeError } from './describeError'

test('describeError reads a server message, fetch or thunk error', () => {
  expect(
    describeError({ status: 404, data: { message: 'No report with that id' } }),
  ).toBe('No report with that id')
  expect(describeError({ status: 500, data: 'Internal error' })).toBe(
    'The server answered 500',
  )
  expect(
    describeError({
      status: 'FETCH_ERROR',
      error: 'TypeError: Failed to fetch',
    }),
  ).toBe('TypeError: Failed to fetch')
  expect(describeError({ name: 'Error', message: 'Rejected' })).toBe('Rejected')
  expect(describeError(undefined)).toBe('Unknown error')
})

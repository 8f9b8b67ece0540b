import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { ErrorBody } from './types'

/**
 * A short text for an error from RTK Query (FetchBaseQueryError) or from a
 * thunk (SerializedError).
 */
export function describeError(
  error: FetchBaseQueryError | SerializedError | undefined,
): string {
  if (!error) return 'Unknown error'
  if (!('status' in error)) return error.message ?? 'Unknown error'
  if (typeof error.status === 'number') {
    return (
      (error.data as Partial<ErrorBody> | undefined)?.message ??
      `The server answered ${error.status}`
    )
  }
  return error.error
}

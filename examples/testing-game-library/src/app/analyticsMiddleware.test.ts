import type { MiddlewareAPI } from '@reduxjs/toolkit'
import { describe, expect, it, vi } from 'vitest'
import {
  borrowGame,
  gameReturned,
  type Loan,
} from '../features/loans/loansSlice'
import { createAnalyticsMiddleware } from './analyticsMiddleware'

const loan: Loan = {
  id: 'loan-1',
  gameId: 'azul',
  title: 'Azul',
  dueDate: '2030-06-14',
}

function runMiddleware(action: unknown) {
  const send = vi.fn()
  const storeApi: MiddlewareAPI = { dispatch: vi.fn(), getState: vi.fn() }
  const next = vi.fn(() => 'from next')
  const result = createAnalyticsMiddleware(send)(storeApi)(next)(action)
  return { send, next, result }
}

describe('analytics middleware', () => {
  it('reports a loan after passing the action on', () => {
    const { send, next, result } = runMiddleware(
      borrowGame.fulfilled(loan, 'request-1', 'azul'),
    )

    expect(next).toHaveBeenCalledOnce()
    expect(result).toBe('from next')
    expect(send).toHaveBeenCalledWith({ name: 'loan_started', gameId: 'azul' })
    expect(next.mock.invocationCallOrder[0]).toBeLessThan(
      send.mock.invocationCallOrder[0]!,
    )
  })

  it('reports a refusal from the library, not a network failure', () => {
    const refused = runMiddleware(
      borrowGame.rejected(null, 'request-1', 'hanabi', 'No copy is free.'),
    )
    expect(refused.send).toHaveBeenCalledWith({
      name: 'loan_refused',
      gameId: 'hanabi',
    })

    const failed = runMiddleware(
      borrowGame.rejected(new Error('offline'), 'request-2', 'hanabi'),
    )
    expect(failed.send).not.toHaveBeenCalled()
  })

  it('passes other actions on without reporting them', () => {
    const { send, next } = runMiddleware(gameReturned('loan-1'))

    expect(next).toHaveBeenCalledWith(gameReturned('loan-1'))
    expect(send).not.toHaveBeenCalled()
  })
})

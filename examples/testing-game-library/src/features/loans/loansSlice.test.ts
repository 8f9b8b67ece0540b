import { describe, expect, it } from 'vitest'
import { setupStore } from '../../app/store'
import {
  borrowGame,
  gameReturned,
  loansSlice,
  selectOverdueLoans,
  type Loan,
} from './loansSlice'

const reducer = loansSlice.reducer
const azul: Loan = {
  id: 'loan-1',
  gameId: 'azul',
  title: 'Azul',
  dueDate: '2030-06-14',
}
const hanabi: Loan = {
  id: 'loan-2',
  gameId: 'hanabi',
  title: 'Hanabi',
  dueDate: '2030-05-20',
}

describe('loans reducer', () => {
  it('starts with no loans', () => {
    expect(reducer(undefined, { type: 'unknown' })).toEqual({
      items: [],
      pendingGameId: null,
      error: null,
    })
  })

  it('remembers which game is being borrowed, then adds the loan', () => {
    const pending = reducer(undefined, borrowGame.pending('request-1', 'azul'))
    expect(pending.pendingGameId).toBe('azul')

    const done = reducer(
      pending,
      borrowGame.fulfilled(azul, 'request-1', 'azul'),
    )
    expect(done).toEqual({ items: [azul], pendingGameId: null, error: null })
  })

  it("keeps the server's reason when a loan is refused", () => {
    const refusal = borrowGame.rejected(
      null,
      'request-1',
      'hanabi',
      'No copy of Hanabi is free.',
    )
    expect(reducer(undefined, refusal).error).toBe('No copy of Hanabi is free.')
  })

  it('removes a returned game', () => {
    const state = { items: [azul, hanabi], pendingGameId: null, error: null }
    expect(reducer(state, gameReturned('loan-1')).items).toEqual([hanabi])
  })
})

describe('selectOverdueLoans', () => {
  // A new array each time: the selector's cache remembers every array it has
  // seen.
  const withTwoLoans = () => ({
    loans: { items: [azul, hanabi], pendingGameId: null, error: null },
  })

  it('returns the loans due before today, oldest first', () => {
    const state = setupStore(withTwoLoans()).getState()

    expect(selectOverdueLoans(state, '2030-06-01')).toEqual([hanabi])
    expect(selectOverdueLoans(state, '2030-07-01')).toEqual([hanabi, azul])
  })

  it('returns the same array until the loans change', () => {
    const store = setupStore(withTwoLoans())
    selectOverdueLoans.resetRecomputations()

    const first = selectOverdueLoans(store.getState(), '2030-06-01')
    store.dispatch(borrowGame.pending('request-1', 'azul'))
    expect(selectOverdueLoans(store.getState(), '2030-06-01')).toBe(first)
    expect(selectOverdueLoans.recomputations()).toBe(1)

    store.dispatch(gameReturned('loan-1'))
    expect(selectOverdueLoans(store.getState(), '2030-06-01')).not.toBe(first)
    expect(selectOverdueLoans.recomputations()).toBe(2)
  })
})

import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { API_URL } from '../../api/config'
import { setupStore } from '../../app/store'
import { server } from '../../test/server'
import { borrowGame } from './loansSlice'

describe('borrowGame', () => {
  it('adds the loan the API made (real store, fake network)', async () => {
    const store = setupStore()

    const result = await store.dispatch(borrowGame('carcassonne'))

    expect(result.type).toBe('loans/borrowGame/fulfilled')
    expect(store.getState().loans.items.map((loan) => loan.title)).toEqual([
      'Carcassonne',
    ])
  })

  it("rejects with the API's message", async () => {
    server.use(
      http.post(`${API_URL}/loans`, () =>
        HttpResponse.json(
          { message: 'Your card has expired.' },
          { status: 403 },
        ),
      ),
    )
    const store = setupStore()

    const result = await store.dispatch(borrowGame('azul'))

    expect(borrowGame.rejected.match(result) && result.payload).toBe(
      'Your card has expired.',
    )
    expect(store.getState().loans.error).toBe('Your card has expired.')
  })

  it('dispatches pending, then fulfilled (fake dispatch)', async () => {
    const dispatch = vi.fn()
    const getState = vi.fn()

    await borrowGame('azul')(dispatch, getState, undefined)

    expect(dispatch.mock.calls.map(([action]) => action.type)).toEqual([
      'loans/borrowGame/pending',
      'loans/borrowGame/fulfilled',
    ])
    expect(dispatch.mock.calls[1]![0].payload).toMatchObject({
      gameId: 'azul',
      dueDate: '2030-06-14',
    })
  })
})

import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { App } from './App'
import { API_URL } from './api/config'
import { setupStore } from './app/store'
import { borrowGame, type Loan } from './features/loans/loansSlice'
import { renderWithProviders } from './test/renderWithProviders'
import { server } from './test/server'

const today = '2030-06-01'

describe('the library page', () => {
  it('lists the games on the shelf', async () => {
    renderWithProviders(<App today={today} />)

    screen.getByText('Loading the shelf…')
    const shelf = await screen.findByRole('list')
    expect(
      within(shelf)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Azul (2–4 players, 2 left) Borrow Azul',
      'Carcassonne (2–5 players, 1 left) Borrow Carcassonne',
      'Hanabi (2–5 players, 0 left) Borrow Hanabi',
    ])
    screen.getByText('You have no games at home.')
  })

  it('borrows a game and shows when it is due back', async () => {
    const { store, user } = renderWithProviders(<App today={today} />)

    await user.click(await screen.findByRole('button', { name: 'Borrow Azul' }))

    await screen.findByText('Due back 2030-06-14')
    screen.getByRole('heading', { name: 'Your loans' })
    expect(store.getState().loans.items).toEqual([
      { id: 'loan-azul', gameId: 'azul', title: 'Azul', dueDate: '2030-06-14' },
    ])
  })

  it('shows why the library refused a loan', async () => {
    server.use(
      http.post(`${API_URL}/loans`, () =>
        HttpResponse.json(
          { message: 'You already have three games at home.' },
          { status: 409 },
        ),
      ),
    )
    const { user } = renderWithProviders(<App today={today} />)

    await user.click(
      await screen.findByRole('button', { name: 'Borrow Carcassonne' }),
    )

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already have three games at home.',
    )
    screen.getByRole('button', { name: 'Borrow Carcassonne' })
  })

  it('says so when the catalogue cannot be loaded', async () => {
    server.use(
      http.get(
        `${API_URL}/games`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    )
    renderWithProviders(<App today={today} />)

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The catalogue could not be loaded.',
    )
  })
})

describe('the loan list', () => {
  const overdueLoan: Loan = {
    id: 'loan-7',
    gameId: 'hanabi',
    title: 'Hanabi',
    dueDate: '2030-05-20',
  }

  it('flags overdue loans (state preloaded)', async () => {
    renderWithProviders(<App today={today} />, {
      state: {
        loans: { items: [overdueLoan], pendingGameId: null, error: null },
      },
    })

    expect(screen.getByRole('status').textContent).toBe('1 overdue')
    screen.getByText('(overdue)')
    await screen.findByText('Due back 2030-05-20')
  })

  it('returns a game (state prepared by dispatching actions)', async () => {
    const store = setupStore()
    store.dispatch(borrowGame.fulfilled(overdueLoan, 'request-1', 'hanabi'))
    const { user } = renderWithProviders(<App today={today} />, { store })

    await user.click(screen.getByRole('button', { name: 'Return Hanabi' }))

    screen.getByText('You have no games at home.')
    await screen.findByRole('button', { name: 'Borrow Hanabi' })
  })
})

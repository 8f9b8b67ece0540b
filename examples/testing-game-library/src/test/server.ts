import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { Game } from '../api/catalogApi'
import { API_URL } from '../api/config'
import type { Loan } from '../features/loans/loansSlice'

export const games: Game[] = [
  { id: 'azul', title: 'Azul', players: '2–4', copiesLeft: 2 },
  { id: 'carcassonne', title: 'Carcassonne', players: '2–5', copiesLeft: 1 },
  { id: 'hanabi', title: 'Hanabi', players: '2–5', copiesLeft: 0 },
]

/**
 * What the API answers by default. A test that needs another answer calls
 * `server.use(…)`.
 */
export const handlers = [
  http.get(`${API_URL}/games`, () => HttpResponse.json(games)),

  http.post(`${API_URL}/loans`, async ({ request }) => {
    const { gameId } = (await request.json()) as { gameId: string }
    const game = games.find((item) => item.id === gameId)
    if (!game || game.copiesLeft === 0) {
      return HttpResponse.json(
        { message: `No copy of ${game?.title ?? gameId} is free.` },
        { status: 409 },
      )
    }
    const loan: Loan = {
      id: `loan-${gameId}`,
      gameId,
      title: game.title,
      dueDate: '2030-06-14',
    }
    return HttpResponse.json(loan, { status: 201 })
  }),

  http.post(`${API_URL}/events`, () => new HttpResponse(null, { status: 204 })),
]

export const server = setupServer(...handlers)

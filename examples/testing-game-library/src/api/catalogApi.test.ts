import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { setupStore } from '../app/store'
import { games, server } from '../test/server'
import { catalogApi, type Game } from './catalogApi'
import { API_URL } from './config'

// One store for the whole file: its RTK Query cache must be emptied between
// tests.
const store = setupStore()
afterEach(() => {
  store.dispatch(catalogApi.util.resetApiState())
})

/** Counts the requests for the game list, answering each with `body`. */
function countGameRequests(body: Game[] = games) {
  const counter = { requests: 0 }
  server.use(
    http.get(`${API_URL}/games`, () => {
      counter.requests += 1
      return HttpResponse.json(body)
    }),
  )
  return counter
}

describe('getGames', () => {
  it('loads the games and keeps them in the cache', async () => {
    const counter = countGameRequests()

    const first = await store.dispatch(catalogApi.endpoints.getGames.initiate())
    const second = await store.dispatch(
      catalogApi.endpoints.getGames.initiate(),
    )

    expect(first.data?.map((game) => game.id)).toEqual([
      'azul',
      'carcassonne',
      'hanabi',
    ])
    expect(second.data).toBe(first.data)
    expect(counter.requests).toBe(1)
  })

  it('fetches again after the cache was reset', async () => {
    const counter = countGameRequests([games[0]])

    const { data } = await store.dispatch(
      catalogApi.endpoints.getGames.initiate(),
    )

    expect(data).toEqual([games[0]])
    expect(counter.requests).toBe(1)
  })

  it('reports a server error as an error', async () => {
    server.use(
      http.get(
        `${API_URL}/games`,
        () => new HttpResponse(null, { status: 503 }),
      ),
    )

    const result = await store.dispatch(
      catalogApi.endpoints.getGames.initiate(),
    )

    expect(result.isError).toBe(true)
    expect(result.error).toEqual({ status: 503, data: null })
  })
})

import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { signedOut } from '../session/sessionSlice'
import { makeStore } from '../store/store'
import { mockServer } from '../test/mockServer'
import {
  cheerReport,
  fetchReports,
  publishReport,
  selectReportById,
  selectReports,
} from './reportsSlice'

/** Counts the requests the fake server receives for `path`. */
function countRequests(path: string) {
  const counter = { count: 0 }
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) counter.count++
  })
  return counter
}

describe('reports thunks', () => {
  test('fetchReports: idle, loading, then ready with six reports', async () => {
    const store = makeStore()
    expect(store.getState().reports.status).toBe('idle')
    const request = store.dispatch(fetchReports())
    expect(store.getState().reports.status).toBe('loading')
    await request
    expect(store.getState().reports.status).toBe('ready')
    expect(selectReports(store.getState())).toHaveLength(6)
  })

  test('its condition skips a request while one is running', async () => {
    const requests = countRequests('/api/reports')
    const store = makeStore()
    await Promise.all([
      store.dispatch(fetchReports()),
      store.dispatch(fetchReports()),
    ])
    await store.dispatch(fetchReports())
    expect(requests.count).toBe(1)
  })

  test('a failure stores its message; signing out resets all', async () => {
    mockServer.use(
      http.get('/api/reports', () =>
        HttpResponse.json({ message: 'The trail is closed' }, { status: 503 }),
      ),
    )
    const store = makeStore()
    await store.dispatch(fetchReports())
    expect(store.getState().reports).toEqual({
      list: [],
      status: 'failed',
      error: 'The trail is closed',
    })
    store.dispatch(signedOut())
    expect(store.getState().reports.status).toBe('idle')
  })

  test('publishReport returns the saved report, now in the list', async () => {
    const store = makeStore()
    await store.dispatch(fetchReports())
    const saved = await store
      .dispatch(
        publishReport({
          title: 'Fog at the lake',
          body: 'Could not see the far shore.',
          hikerId: 'kofi',
        }),
      )
      .unwrap()
    expect(saved).toMatchObject({
      title: 'Fog at the lake',
      hikerId: 'kofi',
      cheers: { boots: 0 },
    })
    expect(selectReportById(store.getState(), saved.id)).toEqual(saved)
  })

  test('cheerReport counts a cheer once saved, not if refused', async () => {
    const store = makeStore()
    await store.dispatch(fetchReports())
    await store.dispatch(cheerReport('r2', 'boots'))
    expect(selectReportById(store.getState(), 'r2')!.cheers.boots).toBe(2)

    mockServer.use(
      http.post('/api/reports/:reportId/cheers', () =>
        HttpResponse.json({ message: 'No' }, { status: 500 }),
      ),
    )
    await store.dispatch(cheerReport('r2', 'boots'))
    expect(selectReportById(store.getState(), 'r2')!.cheers.boots).toBe(2)
  })
})

import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { makeStore } from '../store/store'
import { mockServer } from '../test/mockServer'
import { trailApi } from './trailApi'

/** Counts the GET requests that reach the fake server, by path. */
function countGets() {
  const counts = new Map<string, number>()
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') return
    const path = new URL(request.url).pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
  })
  return (path: string) => counts.get(path) ?? 0
}

afterEach(() => {
  vi.useRealTimers()
})

describe('trailApi', () => {
  test('getReports, getReport: one cache entry per argument', async () => {
    const store = makeStore()
    const list = store.dispatch(trailApi.endpoints.getReports.initiate())
    const one = store.dispatch(trailApi.endpoints.getReport.initiate('r4'))
    const missing = store.dispatch(
      trailApi.endpoints.getReport.initiate('nope'),
    )
    expect((await list).data).toHaveLength(6)
    expect((await one).data?.title).toBe('Inside the monsoon cloud')
    expect((await missing).error).toEqual({
      status: 404,
      data: { message: 'No report with that id' },
    })
    expect(Object.keys(store.getState().trailApi.queries).sort()).toEqual([
      'getReport("nope")',
      'getReport("r4")',
      'getReports(undefined)',
    ])
    for (const request of [list, one, missing]) request.unsubscribe()
  })

  test('publishing refetches the list, not the single reports', async () => {
    const gets = countGets()
    const store = makeStore()
    const list = store.dispatch(trailApi.endpoints.getReports.initiate())
    const one = store.dispatch(trailApi.endpoints.getReport.initiate('r1'))
    await Promise.all([list, one])
    await store.dispatch(
      trailApi.endpoints.publishReport.initiate({
        title: 'Fog',
        body: 'Grey.',
        hikerId: 'kofi',
      }),
    )
    await waitFor(() =>
      expect(
        trailApi.endpoints.getReports.select()(store.getState()).data,
      ).toHaveLength(7),
    )
    expect(gets('/api/reports')).toBe(2)
    expect(gets('/api/reports/r1')).toBe(1)
    list.unsubscribe()
    one.unsubscribe()
  })

  test('revising refetches that report and the list, no others', async () => {
    const gets = countGets()
    const store = makeStore()
    const requests = [
      store.dispatch(trailApi.endpoints.getReports.initiate()),
      store.dispatch(trailApi.endpoints.getReport.initiate('r1')),
      store.dispatch(trailApi.endpoints.getReport.initiate('r2')),
    ]
    await Promise.all(requests)
    await store.dispatch(
      trailApi.endpoints.reviseReport.initiate({
        id: 'r1',
        title: 'Frost',
        body: 'Cold.',
      }),
    )
    await waitFor(() =>
      expect(
        trailApi.endpoints.getReport.select('r1')(store.getState()).data?.title,
      ).toBe('Frost'),
    )
    await waitFor(() => expect(gets('/api/reports')).toBe(2))
    expect(gets('/api/reports/r2')).toBe(1)
    for (const request of requests) request.unsubscribe()
  })

  test('a cheer shows in both cached copies at once (optimistic)', async () => {
    const store = makeStore()
    const requests = [
      store.dispatch(trailApi.endpoints.getReports.initiate()),
      store.dispatch(trailApi.endpoints.getReport.initiate('r3')),
    ]
    await Promise.all(requests)
    const cheer = store.dispatch(
      trailApi.endpoints.giveCheer.initiate({
        reportId: 'r3',
        kind: 'campfire',
      }),
    )
    const campfires = () => [
      trailApi.endpoints.getReports
        .select()(store.getState())
        .data!.find((report) => report.id === 'r3')!.cheers.campfire,
      trailApi.endpoints.getReport.select('r3')(store.getState()).data!.cheers
        .campfire,
    ]
    expect(campfires()).toEqual([3, 3])
    await cheer
    expect(campfires()).toEqual([3, 3])
    for (const request of requests) request.unsubscribe()
  })

  test('a refused cheer is taken back (patchResult.undo)', async () => {
    mockServer.use(
      http.post('/api/reports/:reportId/cheers', () =>
        HttpResponse.json({ message: 'No' }, { status: 500 }),
      ),
    )
    const store = makeStore()
    const list = store.dispatch(trailApi.endpoints.getReports.initiate())
    await list
    const cheer = store.dispatch(
      trailApi.endpoints.giveCheer.initiate({ reportId: 'r1', kind: 'summit' }),
    )
    const summits = () =>
      trailApi.endpoints.getReports.select()(store.getState()).data![0]!.cheers
        .summit
    expect(summits()).toBe(3)
    await cheer
    expect(summits()).toBe(2)
    list.unsubscribe()
  })

  test('an unused report stays cached 5 minutes, the list 60 s', async () => {
    const store = makeStore()
    const list = store.dispatch(trailApi.endpoints.getReports.initiate())
    const one = store.dispatch(trailApi.endpoints.getReport.initiate('r2'))
    await Promise.all([list, one])
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    list.unsubscribe()
    one.unsubscribe()
    const cached = () => Object.keys(store.getState().trailApi.queries).sort()
    await vi.advanceTimersByTimeAsync(61_000)
    expect(cached()).toEqual(['getReport("r2")'])
    await vi.advanceTimersByTimeAsync(240_000)
    expect(cached()).toEqual([])
  })
})

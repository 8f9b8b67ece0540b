import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { selectReports } from '../reports/reportsSlice'
import { makeStore } from '../store/store'
import { mockServer } from '../test/mockServer'
import { trailApi } from './trailApi'

/** Counts the GET requests for `path` that reach the fake server. */
function countGets(path: string) {
  const counter = { count: 0 }
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === path)
      counter.count++
  })
  return counter
}

describe('trailApi', () => {
  test('getReports caches reports; the slice keeps a copy', async () => {
    const store = makeStore()
    const request = store.dispatch(trailApi.endpoints.getReports.initiate())
    const result = await request
    expect(result.data).toHaveLength(6)
    const entry = store.getState().trailApi.queries['getReports(undefined)']
    expect(entry).toMatchObject({
      status: 'fulfilled',
      endpointName: 'getReports',
    })
    expect(selectReports(store.getState()).map((report) => report.id)).toEqual([
      'r1',
      'r2',
      'r3',
      'r4',
      'r5',
      'r6',
    ])
    request.unsubscribe()
  })

  test('getReport: one cache entry per id; unknown ids are 404s', async () => {
    const store = makeStore()
    const foundRequest = store.dispatch(
      trailApi.endpoints.getReport.initiate('r4'),
    )
    const missingRequest = store.dispatch(
      trailApi.endpoints.getReport.initiate('nope'),
    )
    const [found, missing] = await Promise.all([foundRequest, missingRequest])
    expect(found.data?.title).toBe('Inside the monsoon cloud')
    expect(missing.error).toEqual({
      status: 404,
      data: { message: 'No report with that id' },
    })
    expect(Object.keys(store.getState().trailApi.queries).sort()).toEqual([
      'getReport("nope")',
      'getReport("r4")',
    ])
    foundRequest.unsubscribe()
    missingRequest.unsubscribe()
  })

  test('publishReport invalidates Report: getReports refetches', async () => {
    const gets = countGets('/api/reports')
    const store = makeStore()
    const feed = store.dispatch(trailApi.endpoints.getReports.initiate())
    await feed
    await store.dispatch(
      trailApi.endpoints.publishReport.initiate({
        title: 'Fog at the lake',
        body: 'Grey all day.',
        hikerId: 'kofi',
      }),
    )
    await waitFor(() => expect(gets.count).toBe(2))
    await waitFor(() =>
      expect(
        trailApi.endpoints.getReports.select()(store.getState()).data,
      ).toHaveLength(7),
    )
    feed.unsubscribe()
  })
})

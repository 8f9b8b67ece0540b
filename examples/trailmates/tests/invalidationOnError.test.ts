// What Essentials Part 7 says about tags: RTK Query invalidates a mutation's
// tags when the request fails too, whenever the base query returned an error
// (here a 507 from the server), and a function form of invalidatesTags can
// limit that to successes. The tutorial does not have the reader write this
// test, so it lives outside src/.
import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { trailApi } from '../src/api/trailApi'
import type { NewReport, Report } from '../src/api/types'
import { makeStore } from '../src/store/store'
import { mockServer } from '../src/test/mockServer'

/** Counts the GET /api/reports requests that reach the fake server. */
function countFeedRequests() {
  const counter = { count: 0 }
  mockServer.events.on('request:start', ({ request }) => {
    if (
      request.method === 'GET' &&
      new URL(request.url).pathname === '/api/reports'
    )
      counter.count++
  })
  return counter
}

const refusal = () =>
  HttpResponse.json({ message: 'The board is full' }, { status: 507 })
const newReport: NewReport = {
  title: 'Fog at the lake',
  body: 'Grey all day.',
  hikerId: 'kofi',
}

// The same request as the app's publishReport, invalidating the list only when
// it succeeded.
const successOnlyApi = trailApi.injectEndpoints({
  endpoints: (build) => ({
    publishReportIfAccepted: build.mutation<Report, NewReport>({
      query: (report) => ({ url: '/reports', method: 'POST', body: report }),
      invalidatesTags: (_report, error) =>
        error ? [] : [{ type: 'Report', id: 'FEED' }],
    }),
  }),
})

test('a refused publish still invalidates the list', async () => {
  mockServer.use(http.post('/api/reports', refusal))
  const requests = countFeedRequests()
  const store = makeStore()
  const feed = store.dispatch(trailApi.endpoints.getReports.initiate())
  await feed
  const result = await store.dispatch(
    trailApi.endpoints.publishReport.initiate(newReport),
  )
  expect(result.error).toEqual({
    status: 507,
    data: { message: 'The board is full' },
  })
  await waitFor(() => expect(requests.count).toBe(2))
  feed.unsubscribe()
})

test('an invalidatesTags callback refetches on success only', async () => {
  const requests = countFeedRequests()
  const store = makeStore()
  const feed = store.dispatch(trailApi.endpoints.getReports.initiate())
  await feed

  mockServer.use(http.post('/api/reports', refusal, { once: true }))
  const refused = await store.dispatch(
    successOnlyApi.endpoints.publishReportIfAccepted.initiate(newReport),
  )
  expect(refused.error).toBeDefined()
  // Give a refetch the time it would need; none comes.
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(requests.count).toBe(1)

  const accepted = await store.dispatch(
    successOnlyApi.endpoints.publishReportIfAccepted.initiate(newReport),
  )
  expect(accepted.data?.title).toBe('Fog at the lake')
  await waitFor(() => expect(requests.count).toBe(2))
  feed.unsubscribe()
})

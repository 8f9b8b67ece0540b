// Essentials Part 8, "Optimistic or pessimistic?": a pessimistic update leaves
// the cache alone while the request runs, then writes the server's answer into
// every cached copy, with no refetch; a failed request changes nothing. Outside
// src/: no page has the reader write it.
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { trailApi } from '../src/api/trailApi'
import { makeStore } from '../src/store/store'
import { holdRequests, mockServer } from '../src/test/mockServer'
import { pessimisticApi } from './pessimisticRevision'

/** Counts the GET requests that reach the fake server. */
function countGets() {
  const counter = { count: 0 }
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') counter.count++
  })
  return counter
}

async function storeWithBothCopies() {
  const store = makeStore()
  const feed = store.dispatch(trailApi.endpoints.getReports.initiate())
  const page = store.dispatch(trailApi.endpoints.getReport.initiate('r1'))
  await Promise.all([feed, page])
  const titles = () => [
    trailApi.endpoints.getReport.select('r1')(store.getState()).data?.title,
    trailApi.endpoints.getReports
      .select()(store.getState())
      .data?.find((report) => report.id === 'r1')?.title,
  ]
  return {
    store,
    titles,
    done: () => [feed, page].forEach((request) => request.unsubscribe()),
  }
}

test('the cache takes the server’s answer, with no refetch', async () => {
  const { store, titles, done } = await storeWithBothCopies()
  const gets = countGets()
  const release = holdRequests('patch', '/api/reports/:reportId')
  const saving = store.dispatch(
    pessimisticApi.endpoints.reviseReportInPlace.initiate({
      id: 'r1',
      title: 'Frost, then sun',
      body: 'Cold.',
    }),
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(titles()).toEqual(['Frost on the ridge', 'Frost on the ridge'])
  release()
  await saving
  expect(titles()).toEqual(['Frost, then sun', 'Frost, then sun'])
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(gets.count).toBe(0)
  done()
})

test('a refused revision leaves both cached copies as they were', async () => {
  const { store, titles, done } = await storeWithBothCopies()
  mockServer.use(
    http.patch('/api/reports/:reportId', () =>
      HttpResponse.json({ message: 'No' }, { status: 500 }),
    ),
  )
  const result = await store.dispatch(
    pessimisticApi.endpoints.reviseReportInPlace.initiate({
      id: 'r1',
      title: 'Frost, then sun',
      body: 'Cold.',
    }),
  )
  expect(result.error).toEqual({ status: 500, data: { message: 'No' } })
  expect(titles()).toEqual(['Frost on the ridge', 'Frost on the ridge'])
  done()
})

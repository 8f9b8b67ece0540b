import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { makeStore } from '../store/store'
import { mockServer } from '../test/mockServer'
import {
  cheerReport,
  fetchReports,
  publishReport,
  selectReportById,
  selectReportIds,
  selectReportsByHiker,
} from './reportsSlice'

describe('reports', () => {
  test('are normalized, ids newest first, also after a publish', async () => {
    const store = makeStore()
    await store.dispatch(fetchReports())
    const { reports } = store.getState()
    expect(reports.ids).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6'])
    expect(reports.entities.r3!.title).toBe('First night in the new tent')
    const saved = await store
      .dispatch(publishReport({ title: 'Fog', body: 'Grey.', hikerId: 'ravi' }))
      .unwrap()
    expect(selectReportIds(store.getState())[0]).toBe(saved.id)
  })

  test('fetchReports’ condition skips a request while one runs', async () => {
    let requests = 0
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/reports') requests++
    })
    const store = makeStore()
    await Promise.all([
      store.dispatch(fetchReports()),
      store.dispatch(fetchReports()),
    ])
    expect(requests).toBe(1)
  })

  test('selectReportsByHiker is memoized until reports change', async () => {
    const store = makeStore()
    await store.dispatch(fetchReports())
    const first = selectReportsByHiker(store.getState(), 'maren')
    expect(first.map((report) => report.title)).toEqual([
      'First night in the new tent',
      'Scree: lessons learned',
    ])
    store.dispatch({ type: 'unrelated/somethingHappened' })
    expect(selectReportsByHiker(store.getState(), 'maren')).toBe(first)
    await store.dispatch(cheerReport('r3', 'sunrise'))
    const after = selectReportsByHiker(store.getState(), 'maren')
    expect(after).not.toBe(first)
    expect(after[0]!.cheers.sunrise).toBe(1)
  })

  test('a refused cheer changes nothing', async () => {
    mockServer.use(
      http.post('/api/reports/:reportId/cheers', () =>
        HttpResponse.json({ message: 'No' }, { status: 500 }),
      ),
    )
    const store = makeStore()
    await store.dispatch(fetchReports())
    await store.dispatch(cheerReport('r1', 'summit'))
    expect(selectReportById(store.getState(), 'r1')!.cheers.summit).toBe(2)
  })
})

import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { trailApi } from '../api/trailApi'
import { makeStore } from '../store/store'
import {
  cheerReport,
  reviseReport,
  selectReportById,
  selectReportsByHiker,
} from './reportsSlice'

describe('the reports slice (a copy of getReports)', () => {
  test('reviseReport saves, updates the copy, invalidates it', async () => {
    const store = makeStore()
    const page = store.dispatch(trailApi.endpoints.getReport.initiate('r1'))
    await store.dispatch(trailApi.endpoints.getReports.initiate())
    await page
    await store.dispatch(
      reviseReport({ id: 'r1', title: 'Frost', body: 'Cold.' }),
    )
    expect(selectReportById(store.getState(), 'r1')!.title).toBe('Frost')
    // The listener invalidated the Report tag: the subscribed getReport('r1')
    // fetched it again.
    await waitFor(() =>
      expect(
        trailApi.endpoints.getReport.select('r1')(store.getState()).data?.title,
      ).toBe('Frost'),
    )
    page.unsubscribe()
  })

  test('cheerReport counts the cheer in the copy once saved', async () => {
    const store = makeStore()
    await store.dispatch(trailApi.endpoints.getReports.initiate())
    await store.dispatch(cheerReport('r6', 'campfire'))
    expect(selectReportById(store.getState(), 'r6')!.cheers.campfire).toBe(1)
  })

  test('selectReportsByHiker is memoized until reports change', async () => {
    const store = makeStore()
    await store.dispatch(trailApi.endpoints.getReports.initiate())
    const first = selectReportsByHiker(store.getState(), 'ines')
    expect(first.map((report) => report.id)).toEqual(['r1', 'r5'])
    store.dispatch({ type: 'unrelated/somethingHappened' })
    expect(selectReportsByHiker(store.getState(), 'ines')).toBe(first)
  })
})

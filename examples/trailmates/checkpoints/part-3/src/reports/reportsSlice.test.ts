import { describe, expect, test } from 'vitest'
import { makeStore } from '../store/store'
import { reportPublished, reportsSlice } from './reportsSlice'

describe('reportsSlice', () => {
  test('starts with two reports', () => {
    const state = reportsSlice.reducer(undefined, { type: 'unknown' })
    expect(state.map((report) => report.title)).toEqual([
      'Frost on the ridge',
      'Waterfall loop after the rain',
    ])
  })

  test('reportPublished appends the report, leaving old state alone', () => {
    const before = reportsSlice.reducer(undefined, { type: 'unknown' })
    const report = {
      id: 'x1',
      title: 'Fog at the lake',
      body: 'Could not see the far shore.',
    }
    const after = reportsSlice.reducer(before, reportPublished(report))
    expect(after).toHaveLength(3)
    expect(after[2]).toEqual(report)
    expect(before).toHaveLength(2)
  })

  test('the store holds the reports under state.reports', () => {
    const store = makeStore()
    store.dispatch(
      reportPublished({ id: 'x2', title: 'Ridge walk', body: 'Windy.' }),
    )
    expect(store.getState().reports.map((report) => report.id)).toEqual([
      'r1',
      'r2',
      'x2',
    ])
  })
})

import { describe, expect, test } from 'vitest'
import { signedOut } from '../session/sessionSlice'
import { makeStore } from '../store/store'
import {
  cheerGiven,
  reportPublished,
  reportRevised,
  reportsSlice,
} from './reportsSlice'

const initial = () => reportsSlice.reducer(undefined, { type: 'unknown' })

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
    const action = reportPublished(
      'Fog at the lake',
      'Could not see the far shore.',
      'kofi',
    )
    const after = reportsSlice.reducer(before, action)
    expect(after).toHaveLength(3)
    expect(after[2]).toEqual(action.payload)
    expect(before).toHaveLength(2)
  })

  test('the store holds the reports under state.reports', () => {
    const store = makeStore()
    const { payload } = store.dispatch(
      reportPublished('Ridge walk', 'Windy.', 'ines'),
    )
    expect(store.getState().reports.map((report) => report.id)).toEqual([
      'r1',
      'r2',
      payload.id,
    ])
  })

  test('reportPublished’s prepare adds id, date and empty cheers', () => {
    const action = reportPublished(
      'Fog at the lake',
      'Could not see the far shore.',
      'kofi',
    )
    expect(action.type).toBe('reports/reportPublished')
    expect(action.payload).toMatchObject({
      title: 'Fog at the lake',
      hikerId: 'kofi',
      cheers: { summit: 0, boots: 0 },
    })
    expect(action.payload.id).toMatch(/^[\w-]{21}$/)
    expect(Date.now() - Date.parse(action.payload.postedAt)).toBeLessThan(1000)
  })

  test('reportRevised changes the title and the body, and nothing else', () => {
    const before = initial()
    const after = reportsSlice.reducer(
      before,
      reportRevised({ id: 'r1', title: 'Frost', body: 'Cold.' }),
    )
    expect(after[0]).toEqual({ ...before[0], title: 'Frost', body: 'Cold.' })
    expect(after[1]).toBe(before[1])
  })

  test('cheerGiven adds one cheer of one kind', () => {
    const after = reportsSlice.reducer(
      initial(),
      cheerGiven({ reportId: 'r2', kind: 'boots' }),
    )
    expect(after[1]!.cheers).toEqual({
      summit: 0,
      boots: 1,
      sunrise: 0,
      campfire: 0,
      wildflower: 0,
    })
  })

  test('signing out empties the list (extraReducers)', () => {
    expect(reportsSlice.reducer(initial(), signedOut())).toEqual([])
  })
})

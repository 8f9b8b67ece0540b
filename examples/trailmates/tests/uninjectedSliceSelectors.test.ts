// What Essentials Part 4 says about a slice's selectors: when the store has no
// key for the slice (its reducer was never added), the wrapped selector throws
// in development, and a production build hands the selector `undefined`
// instead. Redux Toolkit reads process.env.NODE_ENV when the selector runs, so
// the test switches it for one call. Outside src/: no page has the reader write
// it.
import { configureStore, createSlice } from '@reduxjs/toolkit'
import { afterEach, expect, test, vi } from 'vitest'

const badgesSlice = createSlice({
  name: 'badges',
  initialState: { earned: ['first-summit'] },
  reducers: {},
  selectors: {
    selectEarnedBadges: (badges) => badges?.earned,
  },
})

// A store without the badges slice.
const store = configureStore({
  reducer: { other: (state: number = 0) => state },
})
const state = store.getState() as unknown as Parameters<
  typeof badgesSlice.selectors.selectEarnedBadges
>[0]

afterEach(() => {
  vi.unstubAllEnvs()
})

test('in development, selecting a missing slice throws', () => {
  vi.stubEnv('NODE_ENV', 'development')
  expect(() => badgesSlice.selectors.selectEarnedBadges(state)).toThrow(
    'selectSlice returned undefined for an uninjected slice reducer',
  )
})

test('in production, the selector gets undefined and does not throw', () => {
  vi.stubEnv('NODE_ENV', 'production')
  expect(badgesSlice.selectors.selectEarnedBadges(state)).toBeUndefined()
})

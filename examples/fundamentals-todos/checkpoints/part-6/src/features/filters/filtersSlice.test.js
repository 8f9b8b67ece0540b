import { describe, expect, it } from 'vitest'

import filtersReducer from './filtersSlice'

const colorFilterChanged = (color, changeType) => ({
  type: 'filters/colorFilterChanged',
  payload: { color, changeType },
})

describe('filtersReducer', () => {
  it('adds a colour to the filter once', () => {
    const redOnly = { status: 'all', colors: ['red'] }
    const redAndBlue = filtersReducer(
      redOnly,
      colorFilterChanged('blue', 'added'),
    )
    expect(redAndBlue.colors).toEqual(['red', 'blue'])
    expect(redOnly.colors).toEqual(['red']) // the previous state is untouched

    // Adding it again changes nothing, so the reducer returns the same object.
    expect(
      filtersReducer(redAndBlue, colorFilterChanged('blue', 'added')),
    ).toBe(redAndBlue)
  })
})

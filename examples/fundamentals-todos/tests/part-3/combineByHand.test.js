// Part 3 only: combining the slice reducers by hand gives the same results as
// `combineReducers`.
import { describe, expect, it } from 'vitest'
import rootReducer, { rootReducerByHand } from '@app/reducer'

describe('combining reducers by hand', () => {
  it('produces the same states as combineReducers', () => {
    const steps = [
      { type: 'todos/todoAdded', payload: 'Learn reducers' },
      { type: 'todos/todoToggled', payload: 1 },
      { type: 'filters/colorFilterChanged', payload: { color: 'red', changeType: 'added' } },
    ]
    let byHand = rootReducerByHand(undefined, { type: 'app/started' })
    let combined = rootReducer(undefined, { type: 'app/started' })
    for (const action of steps) {
      byHand = rootReducerByHand(byHand, action)
      combined = rootReducer(combined, action)
      expect(byHand).toEqual(combined)
    }
  })
})

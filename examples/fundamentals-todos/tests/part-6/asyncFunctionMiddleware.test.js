// Part 6 only: the hand-written "call it if it's a function" middleware.
import { describe, expect, it } from 'vitest'
import { applyMiddleware, legacy_createStore as createStore } from 'redux'
import rootReducer from '@app/reducer'
import { asyncFunctionMiddleware } from '@app/experiments/asyncFunctionMiddleware'

describe('asyncFunctionMiddleware', () => {
  it('lets dispatch accept a function and passes it dispatch and getState', async () => {
    const store = createStore(rootReducer, applyMiddleware(asyncFunctionMiddleware))
    const result = store.dispatch(async (dispatch, getState) => {
      await Promise.resolve()
      dispatch({ type: 'filters/statusFilterChanged', payload: 'active' })
      return getState().filters.status
    })
    expect(store.getState().filters.status).toBe('all')
    await expect(result).resolves.toBe('active')
  })

  it('without it, dispatching a function is an error', () => {
    const store = createStore(rootReducer)
    expect(() => store.dispatch(() => {})).toThrow(/plain objects/)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchCount } from './counterAPI'

describe('fetchCount (fake API)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers with the amount after half a second', async () => {
    const onResolved = vi.fn()
    const response = fetchCount(3).then(onResolved)

    await vi.advanceTimersByTimeAsync(499)
    expect(onResolved).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(1)
    await response
    expect(onResolved).toHaveBeenCalledWith({ amount: 3 })
  })

  it('rejects amounts that are not whole numbers', async () => {
    const response = fetchCount(0.5, 10)
    const assertion = expect(response).rejects.toThrow('only accepts whole numbers')
    await vi.advanceTimersByTimeAsync(10)
    await assertion
  })
})

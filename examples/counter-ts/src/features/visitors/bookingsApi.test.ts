import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingCodes, findBooking } from './bookingsApi'

describe('findBooking (the fake booking server)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers with the booking after half a second', async () => {
    const answered = vi.fn()
    const request = findBooking('B-104').then(answered)

    await vi.advanceTimersByTimeAsync(499)
    expect(answered).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(1)
    await request
    expect(answered).toHaveBeenCalledWith({ code: 'B-104', name: 'Okafor', partySize: 4 })
  })

  it('accepts a code typed in lower case or with spaces around it', async () => {
    const request = findBooking('  b-215 ', 0)
    await vi.advanceTimersByTimeAsync(0)
    await expect(request).resolves.toMatchObject({ code: 'B-215', partySize: 2 })
  })

  it('rejects a code it does not know', async () => {
    const request = findBooking('Z-999', 10)
    const rejected = expect(request).rejects.toThrow('No booking has the code "Z-999".')
    await vi.advanceTimersByTimeAsync(10)
    await rejected
  })

  it('lists every code it knows', () => {
    expect(bookingCodes).toEqual(['B-104', 'B-215', 'B-330'])
  })
})

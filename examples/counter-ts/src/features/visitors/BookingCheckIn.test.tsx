import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithStore } from '../../testing/renderWithStore'
import { BookingCheckIn } from './BookingCheckIn'

describe('<BookingCheckIn>', () => {
  it('shows the lookup while the server answers, then welcomes the party', async () => {
    const { user, store } = renderWithStore(<BookingCheckIn />)
    const checkIn = screen.getByRole('button', { name: 'Check in' })
    expect(checkIn).toHaveProperty('disabled', true)

    await user.type(screen.getByLabelText('Booking code'), 'b-104')
    await user.click(checkIn)
    expect(screen.getByRole('status').textContent).toBe('Looking up b-104…')
    expect(checkIn).toHaveProperty('disabled', true)

    // findBy* queries again and again until the text appears (here for up to 3 s).
    expect(await screen.findByText('Okafor, party of 4: welcome in.', {}, { timeout: 3000 })).toBeTruthy()
    expect(store.getState().visitors.inside).toBe(4)
  })

  it('shows the server’s error for an unknown code', async () => {
    const { user } = renderWithStore(<BookingCheckIn />)
    await user.type(screen.getByLabelText('Booking code'), 'X-1')
    await user.click(screen.getByRole('button', { name: 'Check in' }))
    expect(await screen.findByText('No booking has the code "X-1".', {}, { timeout: 3000 })).toBeTruthy()
  })
})

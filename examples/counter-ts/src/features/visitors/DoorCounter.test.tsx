import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithStore } from '../../testing/renderWithStore'
import { DoorCounter } from './DoorCounter'
import { ROOM_CAPACITY } from './visitorsSlice'

const count = () => screen.getByLabelText('Visitors inside')
const idle = { status: 'idle' } as const

describe('<DoorCounter>', () => {
  it('shows the count and the places left from the store', () => {
    renderWithStore(<DoorCounter />, { state: { visitors: { inside: 7, checkIn: idle } } })
    expect(count().textContent).toBe('7')
    expect(screen.getByText(`inside · ${ROOM_CAPACITY - 7} places left`)).toBeTruthy()
  })

  it('counts visitors in and out', async () => {
    const { user, store } = renderWithStore(<DoorCounter />)
    await user.click(screen.getByRole('button', { name: 'One came in' }))
    await user.click(screen.getByRole('button', { name: 'One came in' }))
    await user.click(screen.getByRole('button', { name: 'One left' }))
    expect(count().textContent).toBe('1')
    expect(store.getState().visitors.inside).toBe(1)
  })

  it('lets in a group of the size typed', async () => {
    const { user } = renderWithStore(<DoorCounter />)
    const size = screen.getByLabelText('Group of')
    await user.clear(size)
    await user.type(size, '12')
    await user.click(screen.getByRole('button', { name: 'Let the group in' }))
    expect(count().textContent).toBe('12')
    expect(screen.queryByText(/No room/)).toBeNull()
  })

  it('says so when a group does not fit, and keeps the count', async () => {
    const { user } = renderWithStore(<DoorCounter />, { state: { visitors: { inside: ROOM_CAPACITY - 2, checkIn: idle } } })
    await user.click(screen.getByRole('button', { name: 'Let the group in' }))
    expect(screen.getByText('No room for a group of 4.')).toBeTruthy()
    expect(count().textContent).toBe(String(ROOM_CAPACITY - 2))
  })

  it('will not send a group size that is not a whole number above zero', async () => {
    const { user } = renderWithStore(<DoorCounter />)
    const size = screen.getByLabelText('Group of')
    const letIn = screen.getByRole('button', { name: 'Let the group in' })
    for (const typed of ['0', '2.5', '']) {
      await user.clear(size)
      if (typed !== '') await user.type(size, typed)
      expect(letIn, `group of "${typed}"`).toHaveProperty('disabled', true)
    }
  })
})

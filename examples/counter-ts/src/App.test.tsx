import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { App } from './App'
import { renderWithStore } from './testing/renderWithStore'

it('a check-in in one panel updates the count in the other: both read the same store', async () => {
  const { user } = renderWithStore(<App />)
  await user.click(screen.getByRole('button', { name: 'One came in' }))
  await user.type(screen.getByLabelText('Booking code'), 'B-330')
  await user.click(screen.getByRole('button', { name: 'Check in' }))

  await screen.findByText('Tanaka, party of 6: welcome in.', {}, { timeout: 3000 })
  expect(screen.getByLabelText('Visitors inside').textContent).toBe('7')
})

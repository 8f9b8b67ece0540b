import { configureStore } from '@reduxjs/toolkit'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { expect, it } from 'vitest'
import { DoorCounter } from './DoorCounter'
import { visitorsSlice } from './visitorsSlice'

it('changes the count as the buttons are clicked', async () => {
  // A fresh store for this test, made like the app's store
  const store = configureStore({ reducer: { visitors: visitorsSlice.reducer } })
  const user = userEvent.setup()
  render(
    <Provider store={store}>
      <DoorCounter />
    </Provider>,
  )
  const inside = screen.getByLabelText('Visitors inside')
  expect(inside.textContent).toBe('0')

  await user.click(screen.getByRole('button', { name: 'One came in' }))
  await user.click(screen.getByRole('button', { name: 'One came in' }))
  expect(inside.textContent).toBe('2')

  await user.click(screen.getByRole('button', { name: 'One left' }))
  expect(inside.textContent).toBe('1')

  await user.click(screen.getByRole('button', { name: 'A group of 5 came in' }))
  expect(inside.textContent).toBe('6')
  expect(store.getState().visitors.inside).toBe(6)
})

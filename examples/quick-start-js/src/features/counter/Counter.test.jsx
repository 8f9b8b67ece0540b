import { configureStore } from '@reduxjs/toolkit'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { expect, it } from 'vitest'
import { Counter } from './Counter'
import counterReducer from './counterSlice'

it('changes the number when + and − are clicked', async () => {
  // A fresh store for this test, built like the app's store
  const store = configureStore({ reducer: { counter: counterReducer } })
  const user = userEvent.setup()
  render(
    <Provider store={store}>
      <Counter />
    </Provider>,
  )
  const count = screen.getByLabelText('Count')
  expect(count.textContent).toBe('0')

  await user.click(screen.getByRole('button', { name: 'Increment value' }))
  await user.click(screen.getByRole('button', { name: 'Increment value' }))
  expect(count.textContent).toBe('2')

  await user.click(screen.getByRole('button', { name: 'Decrement value' }))
  expect(count.textContent).toBe('1')

  await user.click(screen.getByRole('button', { name: 'Add 5' }))
  expect(count.textContent).toBe('6')
  expect(store.getState().counter.value).toBe(6)
})

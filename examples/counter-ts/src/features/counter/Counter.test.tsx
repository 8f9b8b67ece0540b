import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../utils/test-utils'
import { Counter } from './Counter'

const count = () => screen.getByLabelText('Count')

describe('<Counter>', () => {
  it('shows the value from the store', () => {
    renderWithProviders(<Counter />, { preloadedState: { counter: { value: 7, status: 'idle' } } })
    expect(count().textContent).toBe('7')
  })

  it('increments and decrements when the buttons are clicked', async () => {
    const { user, store } = renderWithProviders(<Counter />)

    await user.click(screen.getByRole('button', { name: 'Increment value' }))
    await user.click(screen.getByRole('button', { name: 'Increment value' }))
    expect(count().textContent).toBe('2')

    await user.click(screen.getByRole('button', { name: 'Decrement value' }))
    expect(count().textContent).toBe('1')
    expect(store.getState().counter.value).toBe(1)
  })

  it('adds the typed amount', async () => {
    const { user } = renderWithProviders(<Counter />)
    const amount = screen.getByLabelText('Amount')

    await user.clear(amount)
    await user.type(amount, '25')
    await user.click(screen.getByRole('button', { name: 'Add Amount' }))

    expect(count().textContent).toBe('25')
  })

  it('adds the amount only when the value is odd', async () => {
    const { user } = renderWithProviders(<Counter />)
    const addIfOdd = screen.getByRole('button', { name: 'Add If Odd' })

    await user.click(addIfOdd)
    expect(count().textContent).toBe('0')

    await user.click(screen.getByRole('button', { name: 'Increment value' }))
    await user.click(addIfOdd)
    expect(count().textContent).toBe('3')
  })

  it('adds the amount after the fake server answers', async () => {
    const { user } = renderWithProviders(<Counter />)
    const addAsync = screen.getByRole('button', { name: 'Add Async' })

    await user.click(addAsync)
    expect(screen.getByText('Waiting for the server…')).toBeTruthy()
    expect(addAsync).toHaveProperty('disabled', true)

    // findBy* keeps querying until the text appears (up to its timeout).
    expect(await screen.findByText('2')).toBe(count())
    expect(screen.queryByText('Waiting for the server…')).toBeNull()
    expect(addAsync).toHaveProperty('disabled', false)
  })

  it('disables the amount buttons while the amount is not a whole number', async () => {
    const { user } = renderWithProviders(<Counter />)
    const amount = screen.getByLabelText('Amount')

    await user.clear(amount)
    await user.type(amount, 'abc')

    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter a whole number.')).toBeTruthy()
    for (const name of ['Add Amount', 'Add Async', 'Add If Odd']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true)
    }
  })

  it('tells the user when the last async request failed', () => {
    renderWithProviders(<Counter />, { preloadedState: { counter: { value: 0, status: 'failed' } } })
    expect(screen.getByText('The last async request failed. Try again.')).toBeTruthy()
  })
})

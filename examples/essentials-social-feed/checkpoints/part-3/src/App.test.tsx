import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { App } from './App'
import { renderWithProviders } from './test/test-utils'

test('shows the static posts', () => {
  renderWithProviders(<App />)
  expect(screen.getByRole('heading', { name: 'Back from the mountains' })).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'Sourdough, attempt #7' })).toBeTruthy()
})

test('a saved post appears in the list and the form is cleared', async () => {
  const { user, store } = renderWithProviders(<App />)
  await user.type(screen.getByLabelText('Post title'), 'Hello Redux')
  await user.type(screen.getByLabelText('Content'), 'My first action.')
  await user.click(screen.getByRole('button', { name: 'Save post' }))

  expect(screen.getByRole('heading', { name: 'Hello Redux' })).toBeTruthy()
  expect(store.getState().posts).toHaveLength(3)
  expect((screen.getByLabelText('Post title') as HTMLInputElement).value).toBe('')
})

test('the form will not submit without a title', async () => {
  const { user, store } = renderWithProviders(<App />)
  await user.type(screen.getByLabelText('Content'), 'No title here')
  await user.click(screen.getByRole('button', { name: 'Save post' }))
  expect(store.getState().posts).toHaveLength(2)
})

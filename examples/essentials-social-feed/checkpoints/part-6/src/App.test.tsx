import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { App } from './App'
import { loggedInState, renderWithProviders } from './test/test-utils'

test('the login gate redirects, and logging in (through the server) shows the posts', async () => {
  const { user, store } = renderWithProviders(<App />, { route: '/notifications' })
  expect(screen.getByRole('heading', { name: /welcome to tiny social/i })).toBeTruthy()
  await screen.findByRole('option', { name: 'Chen Wei' })
  await user.selectOptions(screen.getByLabelText('User'), 'Chen Wei')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  expect(await screen.findByRole('link', { name: 'Back from the mountains' })).toBeTruthy()
  expect(store.getState().auth.username).toBe('user-chen')
})

test('a new post appears first and a toast confirms it', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await screen.findByRole('link', { name: 'Back from the mountains' })
  await user.type(screen.getByLabelText('Post title'), 'Fresh news')
  await user.type(screen.getByLabelText('Content'), 'Hot off the press')
  await user.click(screen.getByRole('button', { name: 'Save post' }))
  await screen.findByRole('link', { name: 'Fresh news' })
  expect(within(document.querySelector('article')!).getByRole('link').textContent).toBe('Fresh news')
  expect(screen.getByText('New post added: "Fresh news"')).toBeTruthy()
})

test('reactions increment', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  const article = (await screen.findByRole('link', { name: 'Morning run by the river' })).closest('article')!
  await user.click(within(article).getByRole('button', { name: 'Thumbs up: 0' }))
  expect(within(article).getByRole('button', { name: 'Thumbs up: 1' })).toBeTruthy()
})

test('the notifications badge counts unread notifications', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await screen.findByRole('link', { name: 'Back from the mountains' })
  expect(screen.queryByLabelText(/unread/)).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Refresh notifications' }))
  expect(await screen.findByLabelText('3 unread')).toBeTruthy()

  await user.click(screen.getByRole('link', { name: /^Notifications/ }))
  expect(screen.getAllByRole('listitem')).toHaveLength(3)
  await waitFor(() => expect(screen.queryByLabelText(/unread/)).toBeNull())

  await user.click(screen.getByRole('button', { name: 'Refresh notifications' }))
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5))
  expect(screen.getAllByText('New:')).toHaveLength(2)
})

test('the user page lists that user’s posts', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await screen.findByRole('link', { name: 'Back from the mountains' })
  await user.click(screen.getByRole('link', { name: 'Users' }))
  await user.click(await screen.findByRole('link', { name: 'Bruno Lindqvist' }))
  expect(screen.getByRole('link', { name: 'Sourdough, attempt #7' })).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'Back from the mountains' })).toBeNull()
})

test('logging out clears the posts and notifications', async () => {
  const { user, store } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await screen.findByRole('link', { name: 'Back from the mountains' })
  await user.click(screen.getByRole('button', { name: 'Refresh notifications' }))
  await screen.findByLabelText('3 unread')
  await user.click(screen.getByRole('button', { name: 'Log out' }))
  expect(await screen.findByRole('heading', { name: /welcome to tiny social/i })).toBeTruthy()
  expect(store.getState().posts.ids).toEqual([])
  expect(store.getState().notifications.ids).toEqual([])
})

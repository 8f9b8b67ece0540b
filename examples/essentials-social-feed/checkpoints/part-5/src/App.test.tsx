import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { App } from './App'
import { loggedInState, renderWithProviders } from './test/test-utils'

test('the login gate redirects, and logging in loads the posts from the server', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts' })
  expect(screen.getByRole('heading', { name: /welcome to tiny social/i })).toBeTruthy()
  await screen.findByRole('option', { name: 'Chen Wei' })
  await user.selectOptions(screen.getByLabelText('User'), 'Chen Wei')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  expect(await screen.findByRole('link', { name: 'Back from the mountains' })).toBeTruthy()
})

test('a spinner shows while the posts load', async () => {
  renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  expect(screen.getByText('Loading posts…')).toBeTruthy()
  expect(await screen.findByRole('link', { name: 'Sourdough, attempt #7' })).toBeTruthy()
  expect(screen.queryByText('Loading posts…')).toBeNull()
})

test('a new post is saved on the server and appears first', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await screen.findByRole('link', { name: 'Back from the mountains' })
  await user.type(screen.getByLabelText('Post title'), 'Fresh news')
  await user.type(screen.getByLabelText('Content'), 'Hot off the press')
  await user.click(screen.getByRole('button', { name: 'Save post' }))
  await screen.findByRole('link', { name: 'Fresh news' })
  const first = document.querySelector('article')!
  expect(within(first).getByRole('link').textContent).toBe('Fresh news')
  expect(within(first).getByText('by Amara Okafor')).toBeTruthy()
})

test('reactions increment', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  const article = (await screen.findByRole('link', { name: 'Morning run by the river' })).closest('article')!
  await user.click(within(article).getByRole('button', { name: 'Eyes: 0' }))
  expect(within(article).getByRole('button', { name: 'Eyes: 1' })).toBeTruthy()
})

test('logging out clears the posts', async () => {
  const { user, store } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await screen.findByRole('link', { name: 'Back from the mountains' })
  await user.click(screen.getByRole('button', { name: 'Log out' }))
  expect(screen.getByRole('heading', { name: /welcome to tiny social/i })).toBeTruthy()
  expect(store.getState().posts.posts).toEqual([])
})

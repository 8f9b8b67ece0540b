import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { App } from './App'
import { renderWithProviders } from './test/test-utils'

const loggedIn = { auth: { username: 'user-amara' } }

test('the login gate redirects to the login page, and logging in shows the posts', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts' })
  expect(screen.getByRole('heading', { name: /welcome to tiny social/i })).toBeTruthy()
  await user.selectOptions(screen.getByLabelText('User'), 'Chen Wei')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  expect(await screen.findByRole('heading', { name: 'Posts' })).toBeTruthy()
  expect(screen.getByText('Chen Wei')).toBeTruthy()
})

test('a new post appears first in the list with its author', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedIn })
  await user.type(screen.getByLabelText('Post title'), 'Fresh news')
  await user.type(screen.getByLabelText('Content'), 'Hot off the press')
  await user.click(screen.getByRole('button', { name: 'Save post' }))
  const first = document.querySelector('article')!
  expect(within(first).getByRole('link').textContent).toBe('Fresh news')
  expect(within(first).getByText('by Amara Okafor')).toBeTruthy()
})

test('editing a post', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts/1', preloadedState: loggedIn })
  await user.click(screen.getByRole('link', { name: 'Edit post' }))
  const title = screen.getByLabelText('Post title')
  await user.clear(title)
  await user.type(title, 'Back from the Alps')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(screen.getByRole('heading', { name: 'Back from the Alps' })).toBeTruthy()
})

test('reactions increment', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts/2', preloadedState: loggedIn })
  await user.click(screen.getByRole('button', { name: 'Eyes: 0' }))
  await user.click(screen.getByRole('button', { name: 'Eyes: 1' }))
  expect(screen.getByRole('button', { name: 'Eyes: 2' })).toBeTruthy()
})

test('logging out clears the posts', async () => {
  const { user, store } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedIn })
  await user.click(screen.getByRole('button', { name: 'Log out' }))
  expect(screen.getByRole('heading', { name: /welcome to tiny social/i })).toBeTruthy()
  expect(store.getState().posts).toEqual([])
})

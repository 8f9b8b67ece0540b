import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { App } from './App'
import { apiSlice } from './features/api/apiSlice'
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

test('a new post appears first (the list refetches) and a toast confirms it', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await screen.findByRole('link', { name: 'Back from the mountains' })
  await user.type(screen.getByLabelText('Post title'), 'Fresh news')
  await user.type(screen.getByLabelText('Content'), 'Hot off the press')
  await user.click(screen.getByRole('button', { name: 'Save post' }))
  await screen.findByRole('link', { name: 'Fresh news' })
  expect(within(document.querySelector('article')!).getByRole('link').textContent).toBe('Fresh news')
  expect(screen.getByText('New post added: "Fresh news"')).toBeTruthy()
  expect((screen.getByLabelText('Post title') as HTMLInputElement).value).toBe('')
})

test('the refetch button asks the server again', async () => {
  const { user, store } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await screen.findByRole('link', { name: 'Back from the mountains' })
  const before = apiSlice.endpoints.getPosts.select()(store.getState()).fulfilledTimeStamp
  await user.click(screen.getByRole('button', { name: 'Refetch posts' }))
  await waitFor(() =>
    expect(apiSlice.endpoints.getPosts.select()(store.getState()).fulfilledTimeStamp).not.toBe(before),
  )
  expect(screen.getByRole('link', { name: 'Back from the mountains' })).toBeTruthy()
})

test('the single post page loads its post by id', async () => {
  renderWithProviders(<App />, { route: '/posts/post-2', preloadedState: loggedInState() })
  expect(await screen.findByRole('heading', { name: 'Sourdough, attempt #7' })).toBeTruthy()
})

test('an unknown post id shows "Post not found"', async () => {
  renderWithProviders(<App />, { route: '/posts/nope', preloadedState: loggedInState() })
  expect(await screen.findByRole('heading', { name: 'Post not found!' })).toBeTruthy()
})

test('reactions still go to the old posts slice only (part 8 moves them to a mutation)', async () => {
  const { user, store } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  const link = await screen.findByRole('link', { name: 'Morning run by the river' })
  const article = link.closest('article')!
  const postId = link.getAttribute('href')!.split('/').pop()!
  await waitFor(() => expect(store.getState().posts.ids).toHaveLength(6))
  await user.click(within(article).getByRole('button', { name: 'Thumbs up: 0' }))
  expect(store.getState().posts.entities[postId].reactions.thumbsUp).toBe(1)
  // The list reads the API cache, which the click did not change.
  expect(within(article).getByRole('button', { name: 'Thumbs up: 0' })).toBeTruthy()
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

test('the user page lists that user’s posts (from the mirrored list)', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await screen.findByRole('link', { name: 'Back from the mountains' })
  await user.click(screen.getByRole('link', { name: 'Users' }))
  await user.click(await screen.findByRole('link', { name: 'Bruno Lindqvist' }))
  expect(screen.getByRole('link', { name: 'Sourdough, attempt #7' })).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'Back from the mountains' })).toBeNull()
})

test('the edit form is pre-filled from the mirrored list', async () => {
  const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await user.click(await screen.findByRole('link', { name: 'Back from the mountains' }))
  await user.click(await screen.findByRole('link', { name: 'Edit post' }))
  expect(((await screen.findByLabelText('Post title')) as HTMLInputElement).value).toBe('Back from the mountains')
})

test('logging out clears the posts (slice and cache) and notifications', async () => {
  const { user, store } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
  await screen.findByRole('link', { name: 'Back from the mountains' })
  await user.click(screen.getByRole('button', { name: 'Refresh notifications' }))
  await screen.findByLabelText('3 unread')
  await user.click(screen.getByRole('button', { name: 'Log out' }))
  expect(await screen.findByRole('heading', { name: /welcome to tiny social/i })).toBeTruthy()
  const state = store.getState()
  expect(state.posts.ids).toEqual([])
  expect(apiSlice.endpoints.getPosts.select()(state).data).toBeUndefined()
  expect(state.notifications.ids).toEqual([])
})

import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { App } from './App'
import { apiSlice } from './features/api/apiSlice'
import { server } from './test/server'
import { loggedInState, renderWithProviders } from './test/test-utils'

describe('login gate', () => {
  test('a logged-out visitor is sent to the login page, and logging in shows the posts', async () => {
    const { user } = renderWithProviders(<App />, { route: '/posts' })

    expect(await screen.findByRole('heading', { name: /welcome to tiny social/i })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Posts' })).toBeNull()

    // Users come from the fake server.
    await screen.findByRole('option', { name: 'Chen Wei' })
    await user.selectOptions(screen.getByLabelText('User'), 'Chen Wei')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await screen.findByRole('heading', { name: 'Posts' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Sourdough, attempt #7' })).toBeTruthy()
    expect(screen.getByText('Chen Wei', { selector: '.user-details span' })).toBeTruthy()
  })
})

describe('posts', () => {
  test('a new post appears in the list, with a toast', async () => {
    const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
    await screen.findByRole('link', { name: 'Back from the mountains' })

    await user.type(screen.getByLabelText('Post title'), 'Hello from the tests')
    await user.type(screen.getByLabelText('Content'), 'Written by Vitest.')
    await user.click(screen.getByRole('button', { name: 'Save post' }))

    // The list refetches because addNewPost invalidates the list tag.
    expect(await screen.findByRole('link', { name: 'Hello from the tests' })).toBeTruthy()
    expect(screen.getByText('New post added: "Hello from the tests"')).toBeTruthy()
    // The form is cleared for the next post.
    expect((screen.getByLabelText('Post title') as HTMLInputElement).value).toBe('')

    // Newest first: the new post is the first article.
    const firstExcerpt = document.querySelector('.post-excerpt')!
    expect(within(firstExcerpt as HTMLElement).getByRole('link').textContent).toBe('Hello from the tests')
  })

  test('editing a post saves it and shows the updated post', async () => {
    const { user } = renderWithProviders(<App />, { route: '/posts/post-1', preloadedState: loggedInState() })

    await user.click(await screen.findByRole('link', { name: 'Edit post' }))
    const title = await screen.findByLabelText('Post title')
    expect((title as HTMLInputElement).value).toBe('Back from the mountains')

    await user.clear(title)
    await user.type(title, 'Back from the Alps')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByRole('heading', { name: 'Back from the Alps' })).toBeTruthy()

    // The list is up to date too (the post's tag was invalidated).
    await user.click(screen.getByRole('link', { name: 'Posts' }))
    expect(await screen.findByRole('link', { name: 'Back from the Alps' })).toBeTruthy()
  })

  test('only the author sees the edit link', async () => {
    renderWithProviders(<App />, { route: '/posts/post-2', preloadedState: loggedInState('user-amara') })
    await screen.findByRole('heading', { name: 'Sourdough, attempt #7' })
    expect(screen.queryByRole('link', { name: 'Edit post' })).toBeNull()
  })

  test('an unknown post id shows "Post not found"', async () => {
    renderWithProviders(<App />, { route: '/posts/nope', preloadedState: loggedInState() })
    expect(await screen.findByRole('heading', { name: 'Post not found!' })).toBeTruthy()
  })
})

describe('reactions', () => {
  test('clicking a reaction increments its count, and the server keeps it', async () => {
    const { user, store } = renderWithProviders(<App />, {
      route: '/posts/post-3',
      preloadedState: loggedInState(),
    })
    await user.click(await screen.findByRole('button', { name: 'Heart: 0' }))
    await user.click(await screen.findByRole('button', { name: 'Heart: 1' }))
    expect(await screen.findByRole('button', { name: 'Heart: 2' })).toBeTruthy()

    // Wait for both requests to finish, then refetch: the server agrees.
    await waitFor(() => expect(Object.values(store.getState().api.mutations).every((m) => m?.status === 'fulfilled')).toBe(true))
    await store.dispatch(apiSlice.endpoints.getPost.initiate('post-3', { forceRefetch: true }))
    expect(screen.getByRole('button', { name: 'Heart: 2' })).toBeTruthy()
  })

  test('the optimistic update is rolled back when the server fails', async () => {
    server.use(
      http.post('/fakeApi/posts/:postId/reactions', async () => {
        await delay(200)
        return HttpResponse.json({ message: 'Reactions are broken today' }, { status: 500 })
      }),
    )
    const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
    const excerpt = (await screen.findByRole('link', { name: 'Morning run by the river' })).closest('article')!

    await user.click(within(excerpt).getByRole('button', { name: 'Rocket: 0' }))
    // Optimistic: the count goes up before the server has answered…
    expect(await within(excerpt).findByRole('button', { name: 'Rocket: 1' })).toBeTruthy()
    // …and back down when the request fails.
    expect(await within(excerpt).findByRole('button', { name: 'Rocket: 0' })).toBeTruthy()
  })
})

describe('users', () => {
  test('the users list links to a user page with that user’s posts', async () => {
    const { user } = renderWithProviders(<App />, { route: '/users', preloadedState: loggedInState() })
    await user.click(await screen.findByRole('link', { name: 'Bruno Lindqvist' }))
    expect(await screen.findByRole('heading', { name: 'Bruno Lindqvist' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Sourdough, attempt #7' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Back from the mountains' })).toBeNull()
  })
})

describe('notifications', () => {
  test('the badge counts unread notifications, grows on refresh and clears when they are read', async () => {
    const { user } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })

    // Three seeded notifications arrive with the first request.
    expect(await screen.findByLabelText('3 unread')).toBeTruthy()

    // Two more are pushed over the WebSocket.
    await user.click(screen.getByRole('button', { name: 'Refresh notifications' }))
    expect(await screen.findByLabelText('5 unread')).toBeTruthy()

    await user.click(screen.getByRole('link', { name: /^Notifications/ }))
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(5)
    expect(screen.getAllByRole('listitem')[4].textContent).toMatch(/Chen Wei|Amara Okafor|Bruno Lindqvist|Dalia Haddad/)
    // Visiting the page marks everything read: the badge disappears…
    await waitFor(() => expect(screen.queryByLabelText(/unread/)).toBeNull())
    // …but the items stay highlighted as new until the next batch arrives.
    expect(screen.getAllByText('New:')).toHaveLength(5)

    await user.click(screen.getByRole('button', { name: 'Refresh notifications' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(7))
    await waitFor(() => expect(screen.getAllByText('New:')).toHaveLength(2))
  })
})

describe('logout', () => {
  test('logging out returns to the login page and clears the cached posts', async () => {
    const { user, store } = renderWithProviders(<App />, { route: '/posts', preloadedState: loggedInState() })
    await screen.findByRole('link', { name: 'Back from the mountains' })
    await screen.findByLabelText('3 unread')

    await user.click(screen.getByRole('button', { name: 'Log out' }))

    expect(await screen.findByRole('heading', { name: /welcome to tiny social/i })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Back from the mountains' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull()

    const state = store.getState()
    expect(state.auth.username).toBeNull()
    expect(apiSlice.endpoints.getPosts.select()(state).data).toBeUndefined()
    expect(state.notifications.ids).toEqual([])
  })
})

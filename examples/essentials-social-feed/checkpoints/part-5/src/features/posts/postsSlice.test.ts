import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { setupStore } from '../../app/store'
import { server } from '../../test/server'
import { userLoggedOut } from '../auth/authSlice'
import { addNewPost, fetchPosts, postsSlice, reactionAdded, selectAllPosts, selectPostsStatus } from './postsSlice'

describe('fetchPosts thunk', () => {
  test('goes idle → pending → succeeded and stores the server’s posts', async () => {
    const store = setupStore()
    expect(selectPostsStatus(store.getState())).toBe('idle')
    const promise = store.dispatch(fetchPosts())
    expect(selectPostsStatus(store.getState())).toBe('pending')
    await promise
    expect(selectPostsStatus(store.getState())).toBe('succeeded')
    expect(selectAllPosts(store.getState())).toHaveLength(6)
  })

  test('`condition` skips a second fetch, so posts are not duplicated', async () => {
    const store = setupStore()
    await Promise.all([store.dispatch(fetchPosts()), store.dispatch(fetchPosts())])
    expect(selectAllPosts(store.getState())).toHaveLength(6)
  })

  test('a server error ends in the rejected status with a message', async () => {
    server.use(http.get('/fakeApi/posts', () => HttpResponse.json({ message: 'Database on fire' }, { status: 500 })))
    const store = setupStore()
    await store.dispatch(fetchPosts())
    expect(selectPostsStatus(store.getState())).toBe('rejected')
    expect(store.getState().posts.error).toBe('Database on fire')
  })
})

test('addNewPost saves through the server and adds the returned post', async () => {
  const store = setupStore()
  const saved = await store.dispatch(addNewPost({ title: 'T', content: 'C', user: 'user-amara' })).unwrap()
  expect(saved.id).toMatch(/^post-/)
  expect(selectAllPosts(store.getState())).toContainEqual(saved)
})

test('reactionAdded and logout are plain reducers', () => {
  const withPost = {
    posts: [{ id: 'p', title: '', content: '', user: 'u', date: '', reactions: { thumbsUp: 0, tada: 0, heart: 0, rocket: 0, eyes: 0 } }],
    status: 'succeeded' as const,
    error: null,
  }
  expect(postsSlice.reducer(withPost, reactionAdded({ postId: 'p', reaction: 'tada' })).posts[0].reactions.tada).toBe(1)
  expect(postsSlice.reducer(withPost, userLoggedOut())).toEqual({ posts: [], status: 'idle', error: null })
})

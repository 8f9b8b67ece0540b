import { expect, test } from 'vitest'
import { setupStore } from '../../app/store'
import { apiSlice } from '../api/apiSlice'
import { login, logout } from '../auth/authSlice'
import { postUpdated, selectPostById, selectPostIds, selectPostsByUser, sortPostsNewestFirst } from './postsSlice'

test('getPosts fills the cache, and the posts slice mirrors the list, ids newest first', async () => {
  const store = setupStore()
  await store.dispatch(apiSlice.endpoints.getPosts.initiate())
  const state = store.getState()
  expect(apiSlice.endpoints.getPosts.select()(state).data).toHaveLength(6)
  expect(state.posts.ids).toHaveLength(6)
  const dates = selectPostIds(state).map((id) => selectPostById(state, id).date)
  expect(dates).toEqual(dates.slice().sort().reverse())
})

test('sortPostsNewestFirst sorts a copy', async () => {
  const store = setupStore()
  await store.dispatch(apiSlice.endpoints.getPosts.initiate())
  const cached = apiSlice.endpoints.getPosts.select()(store.getState()).data!
  const sorted = sortPostsNewestFirst(cached)
  expect(sorted).not.toBe(cached)
  expect(sorted.map((p) => p.date)).toEqual(cached.map((p) => p.date).sort().reverse())
})

test('addNewPost returns the saved post, and the invalidated list refetches with it', async () => {
  const store = setupStore()
  // A subscription keeps the getPosts entry alive, so invalidation refetches it.
  const subscription = store.dispatch(apiSlice.endpoints.getPosts.initiate())
  await subscription
  const saved = await store
    .dispatch(apiSlice.endpoints.addNewPost.initiate({ title: 'T', content: 'C', user: 'user-amara' }))
    .unwrap()
  expect(saved.reactions).toEqual({ thumbsUp: 0, tada: 0, heart: 0, rocket: 0, eyes: 0 })
  await expect
    .poll(() => apiSlice.endpoints.getPosts.select()(store.getState()).data?.length)
    .toBe(7)
  expect(selectPostById(store.getState(), saved.id).title).toBe('T')
  subscription.unsubscribe()
})

test('selectPostsByUser is memoized', async () => {
  const store = setupStore()
  await store.dispatch(apiSlice.endpoints.getPosts.initiate())
  const first = selectPostsByUser(store.getState(), 'user-bruno')
  expect(first.map((p) => p.title)).toEqual(['Sourdough, attempt #7', 'Morning run by the river'])
  // An unrelated state change keeps the same array.
  await store.dispatch(login('user-bruno'))
  expect(selectPostsByUser(store.getState(), 'user-bruno')).toBe(first)
  // Changing a post gives a new one.
  store.dispatch(postUpdated({ id: first[0].id, title: 'Changed', content: 'x' }))
  expect(selectPostsByUser(store.getState(), 'user-bruno')).not.toBe(first)
})

test('logout.fulfilled empties the posts slice and the API cache', async () => {
  const store = setupStore()
  await store.dispatch(apiSlice.endpoints.getPosts.initiate())
  await store.dispatch(logout())
  const state = store.getState()
  expect(state.posts).toEqual({ ids: [], entities: {} })
  expect(apiSlice.endpoints.getPosts.select()(state).data).toBeUndefined()
})

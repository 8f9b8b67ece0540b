import { expect, test } from 'vitest'
import { setupStore } from '../../app/store'
import { login, logout } from '../auth/authSlice'
import { fetchPosts, postUpdated, selectPostById, selectPostIds, selectPostsByUser } from './postsSlice'

test('posts are normalized and their ids sorted newest first', async () => {
  const store = setupStore()
  await store.dispatch(fetchPosts())
  const state = store.getState()
  expect(state.posts.ids).toHaveLength(6)
  expect(Object.keys(state.posts.entities)).toHaveLength(6)
  const dates = selectPostIds(state).map((id) => selectPostById(state, id).date)
  expect(dates).toEqual(dates.slice().sort().reverse())
})

test('selectPostsByUser is memoized', async () => {
  const store = setupStore()
  await store.dispatch(fetchPosts())
  const first = selectPostsByUser(store.getState(), 'user-bruno')
  expect(first.map((p) => p.title)).toEqual(['Sourdough, attempt #7', 'Morning run by the river'])
  // An unrelated state change keeps the same array.
  await store.dispatch(login('user-bruno'))
  expect(selectPostsByUser(store.getState(), 'user-bruno')).toBe(first)
  // Changing a post gives a new one.
  store.dispatch(postUpdated({ id: first[0].id, title: 'Changed', content: 'x' }))
  expect(selectPostsByUser(store.getState(), 'user-bruno')).not.toBe(first)
})

test('logout.fulfilled empties the posts', async () => {
  const store = setupStore()
  await store.dispatch(fetchPosts())
  await store.dispatch(logout())
  expect(store.getState().posts).toEqual({ ids: [], entities: {}, status: 'idle', error: null })
})

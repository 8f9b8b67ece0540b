import { describe, expect, test } from 'vitest'
import { setupStore } from '../../app/store'
import { apiSlice, type Post } from '../api/apiSlice'
import { selectPostsForUser, selectPostsResult, sortPostsNewestFirst } from './postsSlice'

const post = (id: string, user: string, date: string): Post => ({
  id,
  title: id,
  content: '',
  user,
  date,
  reactions: { thumbsUp: 0, tada: 0, heart: 0, rocket: 0, eyes: 0 },
})

const posts = [
  post('a', 'u1', '2026-01-01T10:00:00.000Z'),
  post('b', 'u2', '2026-01-03T10:00:00.000Z'),
  post('c', 'u1', '2026-01-02T10:00:00.000Z'),
]

describe('post selectors', () => {
  test('sortPostsNewestFirst sorts a copy', () => {
    const frozen = Object.freeze(posts.slice())
    expect(sortPostsNewestFirst(frozen).map((p) => p.id)).toEqual(['b', 'c', 'a'])
    expect(frozen.map((p) => p.id)).toEqual(['a', 'b', 'c'])
  })

  test('selectPostsForUser filters, sorts and is memoized', () => {
    const result = { data: posts }
    const first = selectPostsForUser(result, 'u1')
    expect(first.map((p) => p.id)).toEqual(['c', 'a'])
    // Same inputs: the very same array, so components do not re-render.
    expect(selectPostsForUser(result, 'u1')).toBe(first)
    expect(selectPostsForUser({}, 'u1')).toEqual([])
  })
})

describe('posts API endpoints', () => {
  test('getPosts fills the cache with the seeded posts', async () => {
    const store = setupStore()
    await store.dispatch(apiSlice.endpoints.getPosts.initiate())
    const { data, isSuccess } = selectPostsResult(store.getState())
    expect(isSuccess).toBe(true)
    expect(data).toHaveLength(6)
  })

  test('addNewPost returns the saved post with an id, a date and zeroed reactions', async () => {
    const store = setupStore()
    const saved = await store
      .dispatch(apiSlice.endpoints.addNewPost.initiate({ title: 'T', content: 'C', user: 'user-amara' }))
      .unwrap()
    expect(saved.id).toMatch(/^post-/)
    expect(Number.isNaN(Date.parse(saved.date))).toBe(false)
    expect(saved.reactions).toEqual({ thumbsUp: 0, tada: 0, heart: 0, rocket: 0, eyes: 0 })
  })
})

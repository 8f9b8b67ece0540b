import { expect, test } from 'vitest'
import { postAdded, postsSlice } from './postsSlice'

test('starts with the static posts', () => {
  expect(postsSlice.reducer(undefined, { type: 'unknown' })).toHaveLength(2)
})

test('postAdded appends the post without touching the old state', () => {
  const before = postsSlice.reducer(undefined, { type: 'unknown' })
  const after = postsSlice.reducer(before, postAdded({ id: 'x', title: 'New', content: 'Text' }))
  expect(after).toHaveLength(3)
  expect(after[2]).toEqual({ id: 'x', title: 'New', content: 'Text' })
  expect(before).toHaveLength(2)
  expect(postAdded.type).toBe('posts/postAdded')
})

import { describe, expect, test } from 'vitest'
import { setupStore } from '../../app/store'
import { userLoggedOut } from '../auth/authSlice'
import { postAdded, postsSlice, postUpdated, reactionAdded, selectPostById } from './postsSlice'

const reducer = postsSlice.reducer
const initial = () => reducer(undefined, { type: 'unknown' })

describe('posts slice', () => {
  test('postAdded’s prepare callback fills in id, date and zeroed reactions', () => {
    const action = postAdded('Title', 'Body', 'user-chen')
    expect(action.payload.id).toEqual(expect.any(String))
    expect(Number.isNaN(Date.parse(action.payload.date))).toBe(false)
    expect(action.payload.reactions).toEqual({ thumbsUp: 0, tada: 0, heart: 0, rocket: 0, eyes: 0 })
    expect(reducer(initial(), action)).toHaveLength(3)
  })

  test('postUpdated changes title and content', () => {
    const state = reducer(initial(), postUpdated({ id: '1', title: 'New', content: 'Changed' }))
    expect(state[0]).toMatchObject({ id: '1', title: 'New', content: 'Changed' })
  })

  test('reactionAdded increments one counter', () => {
    const state = reducer(initial(), reactionAdded({ postId: '2', reaction: 'rocket' }))
    expect(state[1].reactions.rocket).toBe(1)
    expect(state[1].reactions.heart).toBe(0)
  })

  test('logging out empties the list', () => {
    expect(reducer(initial(), userLoggedOut())).toEqual([])
  })

  test('selectPostById finds a post in the root state', () => {
    const store = setupStore()
    expect(selectPostById(store.getState(), '2')?.title).toBe('Sourdough, attempt #7')
    expect(selectPostById(store.getState(), 'nope')).toBeUndefined()
  })
})

import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'
import { sub } from 'date-fns'
import { userLoggedOut } from '../auth/authSlice'

export interface Reactions {
  thumbsUp: number
  tada: number
  heart: number
  rocket: number
  eyes: number
}
export type ReactionName = keyof Reactions

export interface Post {
  id: string
  title: string
  content: string
  user: string
  date: string
  reactions: Reactions
}

type PostUpdate = Pick<Post, 'id' | 'title' | 'content'>

const zeroReactions = (): Reactions => ({ thumbsUp: 0, tada: 0, heart: 0, rocket: 0, eyes: 0 })

const initialState: Post[] = [
  {
    id: '1',
    title: 'Back from the mountains',
    content: 'Three days without a phone signal.',
    user: 'user-amara',
    date: sub(new Date(), { minutes: 10 }).toISOString(),
    reactions: zeroReactions(),
  },
  {
    id: '2',
    title: 'Sourdough, attempt #7',
    content: 'This time the crust cracked exactly right.',
    user: 'user-bruno',
    date: sub(new Date(), { minutes: 5 }).toISOString(),
    reactions: zeroReactions(),
  },
]

export const postsSlice = createSlice({
  name: 'posts',
  initialState,
  reducers: {
    postAdded: {
      reducer(state, action: PayloadAction<Post>) {
        state.push(action.payload)
      },
      // Random ids and the current time belong in the action, not in the reducer.
      prepare(title: string, content: string, userId: string) {
        return {
          payload: {
            id: nanoid(),
            date: new Date().toISOString(),
            title,
            content,
            user: userId,
            reactions: zeroReactions(),
          },
        }
      },
    },
    postUpdated(state, action: PayloadAction<PostUpdate>) {
      const { id, title, content } = action.payload
      const existing = state.find((post) => post.id === id)
      if (existing) {
        existing.title = title
        existing.content = content
      }
    },
    reactionAdded(state, action: PayloadAction<{ postId: string; reaction: ReactionName }>) {
      const { postId, reaction } = action.payload
      const existing = state.find((post) => post.id === postId)
      if (existing) existing.reactions[reaction]++
    },
  },
  extraReducers: (builder) => {
    // Another slice's action: logging out empties the posts.
    builder.addCase(userLoggedOut, () => [])
  },
  selectors: {
    selectAllPosts: (posts) => posts,
    selectPostById: (posts, postId: string) => posts.find((post) => post.id === postId),
  },
})

export const { postAdded, postUpdated, reactionAdded } = postsSlice.actions
export const { selectAllPosts, selectPostById } = postsSlice.selectors


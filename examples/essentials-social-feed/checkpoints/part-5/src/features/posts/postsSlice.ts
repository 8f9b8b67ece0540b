import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { client } from '../../api/client'
import type { Post, ReactionName } from '../../api/types'
import { createAppAsyncThunk } from '../../app/withTypes'
import { userLoggedOut } from '../auth/authSlice'

export type { Post, ReactionName, Reactions } from '../../api/types'

type PostUpdate = Pick<Post, 'id' | 'title' | 'content'>
export type NewPost = Pick<Post, 'title' | 'content' | 'user'>

interface PostsState {
  posts: Post[]
  status: 'idle' | 'pending' | 'succeeded' | 'rejected'
  error: string | null
}

const initialState: PostsState = { posts: [], status: 'idle', error: null }

export const fetchPosts = createAppAsyncThunk(
  'posts/fetchPosts',
  async () => {
    const response = await client.get<Post[]>('/fakeApi/posts')
    return response.data
  },
  {
    // StrictMode runs effects twice in development: only fetch once.
    condition(_arg, { getState }) {
      return selectPostsStatus(getState()) === 'idle'
    },
  },
)

export const addNewPost = createAppAsyncThunk('posts/addNewPost', async (newPost: NewPost) => {
  const response = await client.post<Post>('/fakeApi/posts', newPost)
  return response.data
})

export const postsSlice = createSlice({
  name: 'posts',
  initialState,
  reducers: {
    postUpdated(state, action: PayloadAction<PostUpdate>) {
      const { id, title, content } = action.payload
      const existing = state.posts.find((post) => post.id === id)
      if (existing) {
        existing.title = title
        existing.content = content
      }
    },
    reactionAdded(state, action: PayloadAction<{ postId: string; reaction: ReactionName }>) {
      const { postId, reaction } = action.payload
      const existing = state.posts.find((post) => post.id === postId)
      if (existing) existing.reactions[reaction]++
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedOut, () => initialState)
      .addCase(fetchPosts.pending, (state) => {
        state.status = 'pending'
      })
      .addCase(fetchPosts.fulfilled, (state, action) => {
        state.status = 'succeeded'
        state.posts.push(...action.payload)
      })
      .addCase(fetchPosts.rejected, (state, action) => {
        state.status = 'rejected'
        state.error = action.error.message ?? 'Unknown error'
      })
      .addCase(addNewPost.fulfilled, (state, action) => {
        state.posts.push(action.payload)
      })
  },
  selectors: {
    selectAllPosts: (postsState) => postsState.posts,
    selectPostById: (postsState, postId: string) => postsState.posts.find((post) => post.id === postId),
    selectPostsStatus: (postsState) => postsState.status,
    selectPostsError: (postsState) => postsState.error,
  },
})

export const { postUpdated, reactionAdded } = postsSlice.actions
export const { selectAllPosts, selectPostById, selectPostsStatus, selectPostsError } = postsSlice.selectors

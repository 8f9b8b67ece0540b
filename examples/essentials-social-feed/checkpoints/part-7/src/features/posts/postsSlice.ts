import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Post, ReactionName } from '../../api/types'
import type { AppStartListening } from '../../app/listenerMiddleware'
import type { RootState } from '../../app/store'
import { createAppSelector } from '../../app/withTypes'
import { showToast } from '../../components/Toast'
import { apiSlice } from '../api/apiSlice'
import { logout } from '../auth/authSlice'

export type { Post, ReactionName, Reactions } from '../../api/types'

type PostUpdate = Pick<Post, 'id' | 'title' | 'content'>

/** Newest first. Copies before sorting: cache data is frozen. */
export const sortPostsNewestFirst = (posts: readonly Post[]) =>
  posts.slice().sort((a, b) => b.date.localeCompare(a.date))

// The posts list now lives in the RTK Query cache. Until part 8 moves the
// edit form, the reactions and the user page to the API slice, this slice
// keeps a copy of the last fetched list for them.
const postsAdapter = createEntityAdapter<Post>({
  sortComparer: (a, b) => b.date.localeCompare(a.date),
})

const initialState = postsAdapter.getInitialState()

export const postsSlice = createSlice({
  name: 'posts',
  initialState,
  reducers: {
    postUpdated(state, action: PayloadAction<PostUpdate>) {
      const { id, title, content } = action.payload
      postsAdapter.updateOne(state, { id, changes: { title, content } })
    },
    reactionAdded(state, action: PayloadAction<{ postId: string; reaction: ReactionName }>) {
      const { postId, reaction } = action.payload
      const existing = state.entities[postId]
      if (existing) existing.reactions[reaction]++
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(logout.fulfilled, () => initialState)
      // Every time getPosts succeeds, replace the copy with the new list.
      .addMatcher(apiSlice.endpoints.getPosts.matchFulfilled, (state, action) => {
        postsAdapter.setAll(state, action.payload)
      })
  },
})

export const { postUpdated, reactionAdded } = postsSlice.actions

export const {
  selectAll: selectAllPosts,
  selectById: selectPostById,
  selectIds: selectPostIds,
} = postsAdapter.getSelectors((state: RootState) => state.posts)

/** Memoized: returns the same array until the posts or the user id change. */
export const selectPostsByUser = createAppSelector(
  [selectAllPosts, (_state: RootState, userId: string) => userId],
  (posts, userId) => posts.filter((post) => post.user === userId),
)

export function addPostsListeners(startAppListening: AppStartListening) {
  startAppListening({
    matcher: apiSlice.endpoints.addNewPost.matchFulfilled,
    effect: (action) => {
      showToast(`New post added: "${action.payload.title}"`)
    },
  })
}

// After the move to RTK Query (part 8) the posts data lives in the API cache.
// This file keeps the post types, the memoized selectors that read the cache,
// and the posts listeners.
import { createSelector } from '@reduxjs/toolkit'
import { apiSlice, type Post } from '../api/apiSlice'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { showToast } from '../../components/Toast'

export type { Post, Reactions, ReactionName } from '../api/apiSlice'

const emptyPosts: Post[] = []

/** Newest first. Copies before sorting: cache data is frozen. */
export const sortPostsNewestFirst = (posts: readonly Post[]) =>
  posts.slice().sort((a, b) => b.date.localeCompare(a.date))

/** Picks one user's posts out of a `getPosts` result, newest first. */
export const selectPostsForUser = createSelector(
  [(result: { data?: Post[] }) => result.data ?? emptyPosts, (_result: unknown, userId: string) => userId],
  (posts, userId) => sortPostsNewestFirst(posts.filter((post) => post.user === userId)),
)

export const selectPostsResult = apiSlice.endpoints.getPosts.select()

export function addPostsListeners(startAppListening: AppStartListening) {
  startAppListening({
    matcher: apiSlice.endpoints.addNewPost.matchFulfilled,
    // A side effect that is not a reducer's job: tell the user it worked.
    effect: (action) => {
      showToast(`New post added: "${action.payload.title}"`)
    },
  })
}

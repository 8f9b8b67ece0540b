// The single RTK Query API slice for the whole app. Users and notifications
// endpoints are added from their own feature files with `injectEndpoints`.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import type { Post, ReactionName } from '../../api/types'

export type { Post, ReactionName, Reactions } from '../../api/types'

export type NewPost = Pick<Post, 'title' | 'content' | 'user'>
export type PostUpdate = Pick<Post, 'id' | 'title' | 'content'>

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/fakeApi' }),
  tagTypes: ['Post'],
  endpoints: (build) => ({
    getPosts: build.query<Post[], void>({
      query: () => '/posts',
      // One tag for "the list" plus one per post, so editing a post refetches
      // the list and that post's page, and adding a post refetches only the list.
      providesTags: (result = []) => [
        { type: 'Post', id: 'LIST' },
        ...result.map(({ id }) => ({ type: 'Post' as const, id })),
      ],
    }),
    // Each post id is its own cache entry. When the last component using an
    // entry unmounts, RTK Query keeps it for `keepUnusedDataFor` seconds
    // (60 by default) so going back to the page is instant.
    getPost: build.query<Post, string>({
      query: (postId) => `/posts/${postId}`,
      providesTags: (_result, _error, postId) => [{ type: 'Post', id: postId }],
    }),
    addNewPost: build.mutation<Post, NewPost>({
      query: (newPost) => ({ url: '/posts', method: 'POST', body: newPost }),
      invalidatesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    editPost: build.mutation<Post, PostUpdate>({
      query: ({ id, ...changes }) => ({ url: `/posts/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Post', id }],
    }),
    addReaction: build.mutation<Post, { postId: string; reaction: ReactionName }>({
      query: ({ postId, reaction }) => ({
        url: `/posts/${postId}/reactions`,
        method: 'POST',
        body: { reaction },
      }),
      // No invalidatesTags: the optimistic patch below already shows the new
      // count, so there is nothing to refetch.
      async onQueryStarted({ postId, reaction }, { dispatch, queryFulfilled }) {
        const listPatch = dispatch(
          apiSlice.util.updateQueryData('getPosts', undefined, (draft) => {
            const post = draft.find((p) => p.id === postId)
            if (post) post.reactions[reaction]++
          }),
        )
        const itemPatch = dispatch(
          apiSlice.util.updateQueryData('getPost', postId, (draft) => {
            draft.reactions[reaction]++
          }),
        )
        try {
          await queryFulfilled
        } catch {
          // The server said no: put the counts back the way they were.
          listPatch.undo()
          itemPatch.undo()
        }
      },
    }),
  }),
})

export const {
  useGetPostsQuery,
  useGetPostQuery,
  useAddNewPostMutation,
  useEditPostMutation,
  useAddReactionMutation,
} = apiSlice

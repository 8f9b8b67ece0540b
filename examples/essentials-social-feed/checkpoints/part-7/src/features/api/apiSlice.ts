// The single RTK Query API slice for the whole app: every endpoint that talks
// to the fake server is defined here.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import type { Post } from '../../api/types'

export type { Post, ReactionName, Reactions } from '../../api/types'

export type NewPost = Pick<Post, 'title' | 'content' | 'user'>

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/fakeApi' }),
  tagTypes: ['Post'],
  endpoints: (build) => ({
    getPosts: build.query<Post[], void>({
      query: () => '/posts',
      // "This cache entry contains posts": any mutation that invalidates
      // 'Post' makes it refetch.
      providesTags: ['Post'],
    }),
    getPost: build.query<Post, string>({
      query: (postId) => `/posts/${postId}`,
    }),
    addNewPost: build.mutation<Post, NewPost>({
      query: (newPost) => ({ url: '/posts', method: 'POST', body: newPost }),
      invalidatesTags: ['Post'],
    }),
  }),
})

export const { useGetPostsQuery, useGetPostQuery, useAddNewPostMutation } = apiSlice

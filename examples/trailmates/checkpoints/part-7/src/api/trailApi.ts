// The API slice: every request to the club's server that RTK Query makes,
// and the cache that keeps their results in the store under `trailApi`.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import type { NewReport, Report } from './types'

export const trailApi = createApi({
  reducerPath: 'trailApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  // A query that provides a tag is fetched again
  // when a mutation invalidates it.
  tagTypes: ['Report'],
  endpoints: (build) => ({
    getReports: build.query<Report[], void>({
      query: () => '/reports',
      providesTags: ['Report'],
    }),
    getReport: build.query<Report, string>({
      query: (reportId) => `/reports/${reportId}`,
      providesTags: ['Report'],
    }),
    publishReport: build.mutation<Report, NewReport>({
      query: (report) => ({ url: '/reports', method: 'POST', body: report }),
      invalidatesTags: ['Report'],
    }),
  }),
})

export const {
  useGetReportsQuery,
  useGetReportQuery,
  usePublishReportMutation,
} = trailApi

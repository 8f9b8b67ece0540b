// The API slice: every request to the club's server that RTK Query makes,
// and the cache that keeps their results in the store under `trailApi`.
// The hikers' and the activity's endpoints are injected from their own
// folders (src/hikers/hikersApi.ts, src/activity/activityApi.ts).
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import type { CheerKind, NewReport, Report, ReportRevision } from './types'

export const trailApi = createApi({
  reducerPath: 'trailApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['Report'],
  endpoints: (build) => ({
    getReports: build.query<Report[], void>({
      query: () => '/reports',
      // One tag for the list as a whole, and one per report in it.
      providesTags: (reports = []) => [
        { type: 'Report', id: 'FEED' },
        ...reports.map(({ id }) => ({ type: 'Report' as const, id })),
      ],
    }),
    getReport: build.query<Report, string>({
      query: (reportId) => `/reports/${reportId}`,
      providesTags: (_report, _error, reportId) => [
        { type: 'Report', id: reportId },
      ],
      // Keep a report that no page shows for five minutes (the default is a
      // minute): going back to it within that time needs no request.
      keepUnusedDataFor: 5 * 60,
    }),
    publishReport: build.mutation<Report, NewReport>({
      query: (report) => ({ url: '/reports', method: 'POST', body: report }),
      // A new report changes the list, and no single report.
      invalidatesTags: [{ type: 'Report', id: 'FEED' }],
    }),
    reviseReport: build.mutation<Report, ReportRevision>({
      query: ({ id, ...revision }) => ({
        url: `/reports/${id}`,
        method: 'PATCH',
        body: revision,
      }),
      // Only what shows this report is fetched again: its page, and the list
      // that contains it.
      invalidatesTags: (_report, _error, { id }) => [{ type: 'Report', id }],
    }),
    giveCheer: build.mutation<Report, { reportId: string; kind: CheerKind }>({
      query: ({ reportId, kind }) => ({
        url: `/reports/${reportId}/cheers`,
        method: 'POST',
        body: { kind },
      }),
      // An optimistic update: count the cheer in the cached data at once,
      // without waiting for the server, and take it back if the request fails.
      async onQueryStarted({ reportId, kind }, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            trailApi.util.updateQueryData(
              'getReports',
              undefined,
              (reports) => {
                const report = reports.find(
                  (candidate) => candidate.id === reportId,
                )
                if (report) report.cheers[kind] += 1
              },
            ),
          ),
          dispatch(
            trailApi.util.updateQueryData('getReport', reportId, (report) => {
              report.cheers[kind] += 1
            }),
          ),
        ]
        try {
          await queryFulfilled
        } catch {
          for (const patch of patches) patch.undo()
        }
      },
    }),
  }),
})

export const {
  useGetReportsQuery,
  useGetReportQuery,
  usePublishReportMutation,
  useReviseReportMutation,
  useGiveCheerMutation,
} = trailApi

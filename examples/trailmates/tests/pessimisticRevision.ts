// Essentials Part 8's pessimistic update, "Optimistic or pessimistic?": the
// page shows this module's code (with ./src/ for ../src/), and
// tests/samples/tutorialMatchesApp.test.ts checks that the two agree.
// pessimisticRevision.test.ts proves what the page says about it.
import { trailApi } from '../src/api/trailApi'
import type { Report, ReportRevision } from '../src/api/types'

export const pessimisticApi = trailApi.injectEndpoints({
  endpoints: (build) => ({
    reviseReportInPlace: build.mutation<Report, ReportRevision>({
      query: ({ id, ...revision }) => ({
        url: `/reports/${id}`,
        method: 'PATCH',
        body: revision,
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          // Nothing changes in the cache until the server has answered.
          const { data: saved } = await queryFulfilled
          dispatch(trailApi.util.updateQueryData('getReport', id, () => saved))
          dispatch(
            trailApi.util.updateQueryData(
              'getReports',
              undefined,
              (reports) => {
                const index = reports.findIndex((report) => report.id === id)
                if (index !== -1) reports[index] = saved
              },
            ),
          )
        } catch {
          // The request failed, and the cache was never changed.
        }
      },
    }),
  }),
})

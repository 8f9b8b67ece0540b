// Until part 8 turns revisions and cheers into mutations, this slice keeps a
// copy of the reports that getReports loads: the revise and cheer thunks
// update it, and the hiker profile reads it.
import {
  createEntityAdapter,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit'
import { fetchJson } from '../api/fetchJson'
import { trailApi } from '../api/trailApi'
import type { CheerKind, Report, ReportRevision } from '../api/types'
import { signOut } from '../session/sessionSlice'
import type { AppThunk, RootState } from '../store/store'
import { createAppAsyncThunk, createAppSelector } from '../store/typed'

export type { Report }

/** Compares two reports for sorting, newest first. */
export const newestFirst = (a: Report, b: Report) =>
  b.postedAt.localeCompare(a.postedAt)

const reportsAdapter = createEntityAdapter<Report>({
  sortComparer: newestFirst,
})

const initialState = reportsAdapter.getInitialState()

export const reviseReport = createAppAsyncThunk(
  'reports/revise',
  ({ id, title, body }: ReportRevision) =>
    fetchJson<Report>(`/api/reports/${id}`, {
      method: 'PATCH',
      body: { title, body },
    }),
)

/**
 * A thunk written by hand: sends the cheer to the server, and counts it in
 * the store once the server has accepted it.
 */
export function cheerReport(
  reportId: string,
  kind: CheerKind,
): AppThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      await fetchJson<Report>(`/api/reports/${reportId}/cheers`, {
        method: 'POST',
        body: { kind },
      })
      dispatch(cheerGiven({ reportId, kind }))
    } catch {
      // The server refused the cheer: the count stays as it was.
    }
  }
}

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    cheerGiven(
      state,
      action: PayloadAction<{ reportId: string; kind: CheerKind }>,
    ) {
      const { reportId, kind } = action.payload
      const report = state.entities[reportId]
      if (report) report.cheers[kind] += 1
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signOut.fulfilled, () => initialState)
      .addCase(reviseReport.fulfilled, reportsAdapter.setOne)
      // Each time getReports succeeds, replace the copy with what it loaded.
      .addMatcher(
        trailApi.endpoints.getReports.matchFulfilled,
        (state, action) => {
          reportsAdapter.setAll(state, action.payload)
        },
      )
  },
})

export const { cheerGiven } = reportsSlice.actions

export const { selectAll: selectReports, selectById: selectReportById } =
  reportsAdapter.getSelectors((state: RootState) => state.reports)

/**
 * A hiker's reports, newest first. Memoized: the same array until the reports
 * or the id change.
 */
export const selectReportsByHiker = createAppSelector(
  [selectReports, (_state: RootState, hikerId: string) => hikerId],
  (reports, hikerId) => reports.filter((report) => report.hikerId === hikerId),
)

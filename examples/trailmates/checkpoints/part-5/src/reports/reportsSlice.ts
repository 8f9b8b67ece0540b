import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { fetchJson } from '../api/fetchJson'
import type { CheerKind, NewReport, Report, ReportRevision } from '../api/types'
import { signedOut } from '../session/sessionSlice'
import type { AppThunk } from '../store/store'
import { createAppAsyncThunk } from '../store/typed'

export type { Report }

/** Compares two reports for sorting, newest first. */
export const newestFirst = (a: Report, b: Report) =>
  b.postedAt.localeCompare(a.postedAt)

/** Where a request stands. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

interface ReportsState {
  list: Report[]
  status: LoadStatus
  error: string | null
}

const initialState: ReportsState = { list: [], status: 'idle', error: null }

export const fetchReports = createAppAsyncThunk(
  'reports/fetch',
  () => fetchJson<Report[]>('/api/reports'),
  {
    // Skip the request while one is running or once the reports are here
    // (React's StrictMode runs the feed's effect twice in development).
    condition: (_arg, { getState }) => {
      const status = selectReportsStatus(getState())
      return status === 'idle' || status === 'failed'
    },
  },
)

export const publishReport = createAppAsyncThunk(
  'reports/publish',
  (report: NewReport) =>
    fetchJson<Report>('/api/reports', { method: 'POST', body: report }),
)

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
      const report = state.list.find((candidate) => candidate.id === reportId)
      if (report) report.cheers[kind] += 1
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, () => initialState)
      .addCase(fetchReports.pending, (state) => {
        state.status = 'loading'
        state.error = null
      })
      .addCase(fetchReports.fulfilled, (state, action) => {
        state.status = 'ready'
        state.list = action.payload
      })
      .addCase(fetchReports.rejected, (state, action) => {
        state.status = 'failed'
        state.error = action.error.message ?? 'Unknown error'
      })
      .addCase(publishReport.fulfilled, (state, action) => {
        state.list.push(action.payload)
      })
      .addCase(reviseReport.fulfilled, (state, action) => {
        const index = state.list.findIndex(
          (report) => report.id === action.payload.id,
        )
        if (index !== -1) state.list[index] = action.payload
      })
  },
  selectors: {
    selectReports: (reports) => reports.list,
    selectReportById: (reports, reportId: string) =>
      reports.list.find((report) => report.id === reportId),
    selectReportsStatus: (reports) => reports.status,
    selectReportsError: (reports) => reports.error,
  },
})

export const { cheerGiven } = reportsSlice.actions
export const {
  selectReports,
  selectReportById,
  selectReportsStatus,
  selectReportsError,
} = reportsSlice.selectors

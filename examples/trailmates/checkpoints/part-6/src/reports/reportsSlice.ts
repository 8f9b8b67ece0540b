import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit'
import { fetchJson } from '../api/fetchJson'
import type { CheerKind, NewReport, Report, ReportRevision } from '../api/types'
import { signOut } from '../session/sessionSlice'
import type { AppThunk, RootState } from '../store/store'
import { createAppAsyncThunk, createAppSelector } from '../store/typed'

export type { Report }

/** Compares two reports for sorting, newest first. */
export const newestFirst = (a: Report, b: Report) =>
  b.postedAt.localeCompare(a.postedAt)

/** Where a request stands. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

interface ReportsState extends EntityState<Report, string> {
  status: LoadStatus
  error: string | null
}

// Normalized: { ids: [...], entities: { [id]: report } },
// ids kept newest first.
const reportsAdapter = createEntityAdapter<Report>({
  sortComparer: newestFirst,
})

const initialState: ReportsState = reportsAdapter.getInitialState({
  status: 'idle',
  error: null,
})

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
      const report = state.entities[reportId]
      if (report) report.cheers[kind] += 1
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signOut.fulfilled, () => initialState)
      .addCase(fetchReports.pending, (state) => {
        state.status = 'loading'
        state.error = null
      })
      .addCase(fetchReports.fulfilled, (state, action) => {
        state.status = 'ready'
        reportsAdapter.setAll(state, action.payload)
      })
      .addCase(fetchReports.rejected, (state, action) => {
        state.status = 'failed'
        state.error = action.error.message ?? 'Unknown error'
      })
      .addCase(publishReport.fulfilled, reportsAdapter.addOne)
      .addCase(reviseReport.fulfilled, reportsAdapter.setOne)
  },
  selectors: {
    selectReportsStatus: (reports) => reports.status,
    selectReportsError: (reports) => reports.error,
  },
})

export const { cheerGiven } = reportsSlice.actions
export const { selectReportsStatus, selectReportsError } =
  reportsSlice.selectors

export const {
  selectAll: selectReports,
  selectById: selectReportById,
  selectIds: selectReportIds,
} = reportsAdapter.getSelectors((state: RootState) => state.reports)

/**
 * A hiker's reports, newest first. Memoized: the same array until the reports
 * or the id change.
 */
export const selectReportsByHiker = createAppSelector(
  [selectReports, (_state: RootState, hikerId: string) => hikerId],
  (reports, hikerId) => reports.filter((report) => report.hikerId === hikerId),
)

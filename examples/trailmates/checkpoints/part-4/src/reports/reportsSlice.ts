import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'
import type { CheerKind, Cheers, Report, ReportRevision } from '../api/types'
import { signedOut } from '../session/sessionSlice'

export type { Report }

const HOUR = 60 * 60 * 1000
const hoursAgo = (hours: number) =>
  new Date(Date.now() - hours * HOUR).toISOString()

export const emptyCheers = (): Cheers => ({
  summit: 0,
  boots: 0,
  sunrise: 0,
  campfire: 0,
  wildflower: 0,
})

/** Compares two reports for sorting, newest first. */
export const newestFirst = (a: Report, b: Report) =>
  b.postedAt.localeCompare(a.postedAt)

const initialState: Report[] = [
  {
    id: 'r1',
    title: 'Frost on the ridge',
    body:
      'Left the hut at six. The ridge path stayed white with frost until the ' +
      'sun reached it around nine.',
    hikerId: 'ines',
    postedAt: hoursAgo(2),
    cheers: { ...emptyCheers(), sunrise: 2 },
  },
  {
    id: 'r2',
    title: 'Waterfall loop after the rain',
    body:
      'Muddy all the way round, but the falls were loud and full. Gaiters ' +
      'help at the second crossing.',
    hikerId: 'kofi',
    postedAt: hoursAgo(26),
    cheers: emptyCheers(),
  },
]

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    reportPublished: {
      reducer(state, action: PayloadAction<Report>) {
        state.push(action.payload)
      },
      // Random ids and the current time belong in the action, not the reducer.
      prepare(title: string, body: string, hikerId: string) {
        return {
          payload: {
            id: nanoid(),
            title,
            body,
            hikerId,
            postedAt: new Date().toISOString(),
            cheers: emptyCheers(),
          },
        }
      },
    },
    reportRevised(state, action: PayloadAction<ReportRevision>) {
      const { id, title, body } = action.payload
      const report = state.find((candidate) => candidate.id === id)
      if (report) {
        report.title = title
        report.body = body
      }
    },
    cheerGiven(
      state,
      action: PayloadAction<{ reportId: string; kind: CheerKind }>,
    ) {
      const { reportId, kind } = action.payload
      const report = state.find((candidate) => candidate.id === reportId)
      if (report) report.cheers[kind] += 1
    },
  },
  extraReducers: (builder) => {
    // Signing out forgets every report: return a new state instead of changing
    // the old one.
    builder.addCase(signedOut, () => [])
  },
  selectors: {
    selectReports: (reports) => reports,
    selectReportById: (reports, reportId: string) =>
      reports.find((report) => report.id === reportId),
  },
})

export const { reportPublished, reportRevised, cheerGiven } =
  reportsSlice.actions
export const { selectReports, selectReportById } = reportsSlice.selectors

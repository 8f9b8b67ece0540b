import { createSelector } from '@reduxjs/toolkit'
import type { Report } from '../api/types'

/** Compares two reports for sorting, newest first. */
export const newestFirst = (a: Report, b: Report) =>
  b.postedAt.localeCompare(a.postedAt)

/**
 * One hiker's reports, newest first, from getReports' data. Memoized on its
 * inputs, so selectFromResult returns the same array until the data changes.
 */
export const selectReportsOfHiker = createSelector(
  [
    (reports: Report[] | undefined) => reports,
    (_reports: Report[] | undefined, hikerId: string) => hikerId,
  ],
  (reports = [], hikerId) =>
    reports.filter((report) => report.hikerId === hikerId).sort(newestFirst),
)

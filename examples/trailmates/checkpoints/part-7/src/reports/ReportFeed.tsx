import { useMemo } from 'react'
import { describeError } from '../api/describeError'
import { useGetReportsQuery } from '../api/trailApi'
import { LoadingDots } from '../ui/LoadingDots'
import { ReportCard } from './ReportCard'
import { newestFirst } from './reportsSlice'

export function ReportFeed() {
  const {
    data: reports = [],
    isLoading,
    isFetching,
    isSuccess,
    isError,
    error,
    refetch,
  } = useGetReportsQuery()

  // The cache keeps the reports in the server's order. Sort a copy (the cached
  // array is frozen), and only when the data changes.
  const newestFirstReports = useMemo(
    () => [...reports].sort(newestFirst),
    [reports],
  )

  let content
  if (isLoading) {
    content = <LoadingDots label="Loading reports" />
  } else if (isSuccess && reports.length === 0) {
    content = <p className="muted">No reports yet. Write the first one!</p>
  } else if (isSuccess) {
    // While a refetch runs, the old list stays on screen, dimmed.
    content = (
      <ol
        className={isFetching ? 'report-feed stale' : 'report-feed'}
        aria-busy={isFetching}
      >
        {newestFirstReports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ol>
    )
  } else if (isError) {
    content = (
      <p className="notice--error" role="alert">
        The reports could not be loaded: {describeError(error)}
      </p>
    )
  }

  return (
    <section aria-labelledby="feed-heading">
      <div className="section-head">
        <h2 id="feed-heading">Latest reports</h2>
        <button
          type="button"
          className="button button--quiet"
          onClick={refetch}
          disabled={isFetching}
        >
          Refresh
        </button>
      </div>
      {content}
    </section>
  )
}

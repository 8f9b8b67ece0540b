import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { LoadingDots } from '../ui/LoadingDots'
import { ReportCard } from './ReportCard'
import {
  fetchReports,
  newestFirst,
  selectReports,
  selectReportsError,
  selectReportsStatus,
} from './reportsSlice'

export function ReportFeed() {
  const dispatch = useAppDispatch()
  const reports = useAppSelector(selectReports)
  const status = useAppSelector(selectReportsStatus)
  const error = useAppSelector(selectReportsError)

  useEffect(() => {
    dispatch(fetchReports())
  }, [dispatch])

  let content
  if (status === 'ready' && reports.length === 0) {
    content = <p className="muted">No reports yet. Write the first one!</p>
  } else if (status === 'ready') {
    const newestFirstReports = [...reports].sort(newestFirst)
    content = (
      <ol className="report-feed">
        {newestFirstReports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ol>
    )
  } else if (status === 'failed') {
    content = (
      <p className="notice--error" role="alert">
        The reports could not be loaded: {error}
      </p>
    )
  } else {
    content = <LoadingDots label="Loading reports" />
  }

  return (
    <section aria-labelledby="feed-heading">
      <h2 id="feed-heading">Latest reports</h2>
      {content}
    </section>
  )
}

import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { LoadingDots } from '../ui/LoadingDots'
import { ReportCard } from './ReportCard'
import {
  fetchReports,
  selectReportIds,
  selectReportsError,
  selectReportsStatus,
} from './reportsSlice'

export function ReportFeed() {
  const dispatch = useAppDispatch()
  // The ids only: the adapter keeps them newest first, and the array stays
  // the same when a report changes, so the feed does not re-render for a cheer.
  const reportIds = useAppSelector(selectReportIds)
  const status = useAppSelector(selectReportsStatus)
  const error = useAppSelector(selectReportsError)

  useEffect(() => {
    dispatch(fetchReports())
  }, [dispatch])

  let content
  if (status === 'ready' && reportIds.length === 0) {
    content = <p className="muted">No reports yet. Write the first one!</p>
  } else if (status === 'ready') {
    content = (
      <ol className="report-feed">
        {reportIds.map((reportId) => (
          <li key={reportId}>
            <ReportCard reportId={reportId} />
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

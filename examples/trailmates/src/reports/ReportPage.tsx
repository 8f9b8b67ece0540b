import { Link, useParams } from 'react-router'
import { useGetReportQuery } from '../api/trailApi'
import { HikerName } from '../hikers/HikerName'
import { selectSignedInHikerId } from '../session/sessionSlice'
import { useAppSelector } from '../store/hooks'
import { LoadingDots } from '../ui/LoadingDots'
import { RelativeDate } from '../ui/RelativeDate'
import { CheerBar } from './CheerBar'

export function ReportPage() {
  const { reportId = '' } = useParams()
  // The report id is the query's argument: each report has its own cache entry.
  const { data: report, isLoading, isFetching } = useGetReportQuery(reportId)
  const signedInHikerId = useAppSelector(selectSignedInHikerId)

  if (isLoading) return <LoadingDots label="Loading the report" />
  if (!report) {
    return (
      <>
        <h1>Report not found</h1>
        <p>
          No report has this address. <Link to="/reports">See all reports</Link>
        </p>
      </>
    )
  }

  return (
    <article
      className={isFetching ? 'report stale' : 'report'}
      aria-busy={isFetching}
    >
      <h1>{report.title}</h1>
      <p className="byline">
        by <HikerName hikerId={report.hikerId} />,{' '}
        <RelativeDate iso={report.postedAt} />
      </p>
      <p className="report__body">{report.body}</p>
      <CheerBar report={report} />
      <div className="report__actions">
        {report.hikerId === signedInHikerId && (
          <Link className="button" to={`/reports/${report.id}/revise`}>
            Revise this report
          </Link>
        )}
        <Link className="button button--quiet" to="/reports">
          All reports
        </Link>
      </div>
    </article>
  )
}

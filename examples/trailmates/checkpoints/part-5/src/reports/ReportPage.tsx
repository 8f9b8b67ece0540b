import { Link, useParams } from 'react-router'
import { HikerName } from '../hikers/HikerName'
import { selectSignedInHikerId } from '../session/sessionSlice'
import { useAppSelector } from '../store/hooks'
import { RelativeDate } from '../ui/RelativeDate'
import { CheerBar } from './CheerBar'
import { selectReportById } from './reportsSlice'

export function ReportPage() {
  const { reportId = '' } = useParams()
  const report = useAppSelector((state) => selectReportById(state, reportId))
  const signedInHikerId = useAppSelector(selectSignedInHikerId)

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
    <article className="report">
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

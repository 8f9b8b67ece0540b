import { Link } from 'react-router'
import { HikerName } from '../hikers/HikerName'
import { RelativeDate } from '../ui/RelativeDate'
import { CheerBar } from './CheerBar'
import type { Report } from './reportsSlice'

export function ReportCard({ report }: { report: Report }) {
  return (
    <article className="report-card">
      <h3>
        <Link to={`/reports/${report.id}`}>{report.title}</Link>
      </h3>
      <p className="byline">
        by <HikerName hikerId={report.hikerId} />,{' '}
        <RelativeDate iso={report.postedAt} />
      </p>
      <p>{report.body}</p>
      <CheerBar report={report} />
    </article>
  )
}

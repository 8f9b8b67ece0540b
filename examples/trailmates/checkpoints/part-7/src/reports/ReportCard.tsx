import { memo } from 'react'
import { Link } from 'react-router'
import { HikerName } from '../hikers/HikerName'
import { RelativeDate } from '../ui/RelativeDate'
import { CheerBar } from './CheerBar'
import type { Report } from './reportsSlice'

// memo(): a card re-renders only when its report object changes. RTK Query
// keeps the objects of unchanged reports when it refetches the list.
export const ReportCard = memo(function ReportCard({
  report,
}: {
  report: Report
}) {
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
})

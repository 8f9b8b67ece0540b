import { memo } from 'react'
import { Link } from 'react-router'
import { HikerName } from '../hikers/HikerName'
import { useAppSelector } from '../store/hooks'
import { RelativeDate } from '../ui/RelativeDate'
import { CheerBar } from './CheerBar'
import { selectReportById } from './reportsSlice'

// memo(): when the feed re-renders, a card re-renders only if its reportId
// changed. The card reads its own report, so a cheer re-renders one card.
export const ReportCard = memo(function ReportCard({
  reportId,
}: {
  reportId: string
}) {
  const report = useAppSelector((state) => selectReportById(state, reportId))
  if (!report) return null

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

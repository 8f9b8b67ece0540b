import { Link } from 'react-router'
import { HikerName } from '../hikers/HikerName'
import { useAppSelector } from '../store/hooks'
import { RelativeDate } from '../ui/RelativeDate'
import { CheerBar } from './CheerBar'
import { newestFirst, selectReports } from './reportsSlice'

export function ReportFeed() {
  const reports = useAppSelector(selectReports)
  // sort() changes the array it sorts: sort a copy, never the state itself.
  const newestFirstReports = [...reports].sort(newestFirst)

  return (
    <section aria-labelledby="feed-heading">
      <h2 id="feed-heading">Latest reports</h2>
      {reports.length === 0 && (
        <p className="muted">No reports yet. Write the first one!</p>
      )}
      <ol className="report-feed">
        {newestFirstReports.map((report) => (
          <li key={report.id}>
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
          </li>
        ))}
      </ol>
    </section>
  )
}

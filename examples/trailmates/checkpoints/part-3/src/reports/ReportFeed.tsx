import { useAppSelector } from '../store/hooks'

export function ReportFeed() {
  const reports = useAppSelector((state) => state.reports)

  return (
    <section aria-labelledby="feed-heading">
      <h2 id="feed-heading">Latest reports</h2>
      <ol className="report-feed">
        {reports.map((report) => (
          <li key={report.id}>
            <article className="report-card">
              <h3>{report.title}</h3>
              <p>{report.body}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  )
}

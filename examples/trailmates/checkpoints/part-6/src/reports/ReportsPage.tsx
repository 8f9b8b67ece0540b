import { NewReportForm } from './NewReportForm'
import { ReportFeed } from './ReportFeed'

export function ReportsPage() {
  return (
    <>
      <h1>Trip reports</h1>
      <div className="reports-layout">
        <ReportFeed />
        <aside>
          <NewReportForm />
        </aside>
      </div>
    </>
  )
}

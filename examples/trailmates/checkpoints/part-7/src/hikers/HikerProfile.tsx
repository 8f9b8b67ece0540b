import { Link, useParams } from 'react-router'
import { selectReportsByHiker } from '../reports/reportsSlice'
import { useAppSelector } from '../store/hooks'
import { RelativeDate } from '../ui/RelativeDate'
import { selectHikerById } from './hikersSlice'

export function HikerProfile() {
  const { hikerId = '' } = useParams()
  const hiker = useAppSelector((state) => selectHikerById(state, hikerId))
  // A memoized selector: the same array comes back until the reports change,
  // so this component does not re-render after unrelated actions.
  const reports = useAppSelector((state) =>
    selectReportsByHiker(state, hikerId),
  )

  if (!hiker) {
    return (
      <>
        <h1>Hiker not found</h1>
        <p>
          No member of the club has this address.{' '}
          <Link to="/hikers">See all hikers</Link>
        </p>
      </>
    )
  }

  return (
    <>
      <h1>{hiker.name}</h1>
      <p className="muted">Usually hikes in the {hiker.homeArea}.</p>
      <h2>Trip reports</h2>
      {reports.length === 0 ? (
        <p>No reports yet.</p>
      ) : (
        <ul className="link-list">
          {reports.map((report) => (
            <li key={report.id}>
              <Link to={`/reports/${report.id}`}>{report.title}</Link>,{' '}
              <RelativeDate iso={report.postedAt} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

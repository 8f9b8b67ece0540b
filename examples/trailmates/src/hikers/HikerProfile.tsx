import { Link, useParams } from 'react-router'
import { useGetReportsQuery } from '../api/trailApi'
import { selectReportsOfHiker } from '../reports/reportSelectors'
import { useAppSelector } from '../store/hooks'
import { RelativeDate } from '../ui/RelativeDate'
import { selectHikerById } from './hikersApi'

export function HikerProfile() {
  const { hikerId = '' } = useParams()
  const hiker = useAppSelector((state) => selectHikerById(state, hikerId))
  // selectFromResult picks this hiker's reports out of the cached list. The
  // component re-renders only when what it returns changes, so the selector
  // must be memoized (a new array each time would re-render every time).
  const { reports } = useGetReportsQuery(undefined, {
    selectFromResult: ({ data }) => ({
      reports: selectReportsOfHiker(data, hikerId),
    }),
  })

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

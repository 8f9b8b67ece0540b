import { Link } from 'react-router'
import { useAppSelector } from '../store/hooks'
import { selectHikers } from './hikersApi'

export function HikerDirectory() {
  const hikers = useAppSelector(selectHikers)

  return (
    <>
      <h1>Hikers</h1>
      <ul className="hiker-directory">
        {hikers.map((hiker) => (
          <li key={hiker.id}>
            <Link to={`/hikers/${hiker.id}`}>{hiker.name}</Link>
            <div className="muted">{hiker.homeArea}</div>
          </li>
        ))}
      </ul>
    </>
  )
}

import { Link, NavLink } from 'react-router'
import { selectSignedInHiker, signedOut } from '../session/sessionSlice'
import { useAppDispatch, useAppSelector } from '../store/hooks'

export function AppHeader() {
  const hiker = useAppSelector(selectSignedInHiker)
  const dispatch = useAppDispatch()

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link className="brand" to={hiker ? '/reports' : '/'}>
          <span aria-hidden="true">⛰️</span> Trailmates
        </Link>
        {hiker && (
          <>
            <nav className="main-nav" aria-label="Main">
              <ul>
                <li>
                  <NavLink to="/reports">Reports</NavLink>
                </li>
              </ul>
            </nav>
            <div className="session-box">
              <span>
                Signed in as <strong>{hiker.name}</strong>
              </span>
              <button
                type="button"
                className="button button--quiet"
                onClick={() => dispatch(signedOut())}
              >
                Sign out
              </button>
            </div>
          </>
        )}
      </div>
    </header>
  )
}

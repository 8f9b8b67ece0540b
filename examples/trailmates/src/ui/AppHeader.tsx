import { Link, NavLink } from 'react-router'
import { checkForNews, useGetActivityQuery } from '../activity/activityApi'
import { selectUnseenCount } from '../activity/activitySlice'
import {
  selectSignedInHiker,
  selectSignedInHikerId,
  signOut,
} from '../session/sessionSlice'
import { useAppDispatch, useAppSelector } from '../store/hooks'

export function AppHeader() {
  const hikerId = useAppSelector(selectSignedInHikerId)
  const hiker = useAppSelector(selectSignedInHiker)
  const unseen = useAppSelector(selectUnseenCount)
  const dispatch = useAppDispatch()
  // While someone is signed in, keep the activity (and its socket) alive, so
  // the badge stays current on every page.
  useGetActivityQuery(undefined, { skip: !hikerId })

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
                <li>
                  <NavLink to="/hikers">Hikers</NavLink>
                </li>
                <li>
                  <NavLink to="/activity">
                    Activity
                    {unseen > 0 && (
                      <>
                        <span className="count-badge" aria-hidden="true">
                          {unseen}
                        </span>
                        <span className="visually-hidden">
                          , {unseen} unseen
                        </span>
                      </>
                    )}
                  </NavLink>
                </li>
              </ul>
            </nav>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => dispatch(checkForNews())}
            >
              Check for news
            </button>
            <div className="session-box">
              <span>
                Signed in as <strong>{hiker.name}</strong>
              </span>
              <button
                type="button"
                className="button button--quiet"
                onClick={() => dispatch(signOut())}
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

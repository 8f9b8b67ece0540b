import { Link, NavLink, useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../app/hooks'
import { logout, selectCurrentUsername } from '../features/auth/authSlice'
import {
  fetchNotificationsWebsocket,
  selectUnreadNotificationsCount,
  useGetNotificationsQuery,
} from '../features/notifications/notificationsSlice'
import { selectCurrentUser } from '../features/users/usersSlice'

function LoggedInNav() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const user = useAppSelector(selectCurrentUser)
  const unreadCount = useAppSelector(selectUnreadNotificationsCount)

  // Subscribing here keeps the notifications (and their socket) alive while
  // the user is logged in, so the badge updates on every page.
  useGetNotificationsQuery()

  const handleLogout = async () => {
    await dispatch(logout()).unwrap()
    navigate('/')
  }

  return (
    <>
      <nav className="nav-links" aria-label="Main">
        <NavLink to="/posts" end>
          Posts
        </NavLink>
        <NavLink to="/users">Users</NavLink>
        <NavLink to="/notifications">
          Notifications
          {unreadCount > 0 ? (
            <span className="badge" aria-label={`${unreadCount} unread`}>
              {unreadCount}
            </span>
          ) : null}
        </NavLink>
        <button type="button" className="button secondary" onClick={() => dispatch(fetchNotificationsWebsocket())}>
          Refresh notifications
        </button>
      </nav>
      <div className="user-details">
        <span>{user?.name ?? '…'}</span>
        <button type="button" className="button secondary" onClick={handleLogout}>
          Log out
        </button>
      </div>
    </>
  )
}

export function Navbar() {
  const username = useAppSelector(selectCurrentUsername)
  return (
    <header className="navbar">
      <div className="navbar-inner">
        <h1>
          <Link to={username ? '/posts' : '/'}>Tiny Social</Link>
        </h1>
        {username ? <LoggedInNav /> : null}
      </div>
    </header>
  )
}

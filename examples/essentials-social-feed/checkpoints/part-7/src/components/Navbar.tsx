import { Link, NavLink, useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../app/hooks'
import { logout } from '../features/auth/authSlice'
import { fetchNotifications, selectUnreadNotificationsCount } from '../features/notifications/notificationsSlice'
import { selectCurrentUser } from '../features/users/usersSlice'

export function Navbar() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const user = useAppSelector(selectCurrentUser)
  const unreadCount = useAppSelector(selectUnreadNotificationsCount)

  const handleLogout = async () => {
    await dispatch(logout()).unwrap()
    navigate('/')
  }

  return (
    <header className="navbar">
      <div className="navbar-inner">
        <h1>
          <Link to={user ? '/posts' : '/'}>Tiny Social</Link>
        </h1>
        {user ? (
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
              <button type="button" className="button secondary" onClick={() => dispatch(fetchNotifications())}>
                Refresh notifications
              </button>
            </nav>
            <div className="user-details">
              <span>{user.name}</span>
              <button type="button" className="button secondary" onClick={handleLogout}>
                Log out
              </button>
            </div>
          </>
        ) : null}
      </div>
    </header>
  )
}

import { Link, NavLink, useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../app/hooks'
import { userLoggedOut } from '../features/auth/authSlice'
import { selectCurrentUser } from '../features/users/usersSlice'

export function Navbar() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const user = useAppSelector(selectCurrentUser)

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
            </nav>
            <div className="user-details">
              <span>{user.name}</span>
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  dispatch(userLoggedOut())
                  navigate('/')
                }}
              >
                Log out
              </button>
            </div>
          </>
        ) : null}
      </div>
    </header>
  )
}

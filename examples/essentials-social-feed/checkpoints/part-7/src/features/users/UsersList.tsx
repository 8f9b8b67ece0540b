import { Link } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { selectAllUsers } from './usersSlice'

export function UsersList() {
  const users = useAppSelector(selectAllUsers)
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      <ul className="plain-list">
        {users.map((user) => (
          <li key={user.id}>
            <Link to={`/users/${user.id}`}>{user.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

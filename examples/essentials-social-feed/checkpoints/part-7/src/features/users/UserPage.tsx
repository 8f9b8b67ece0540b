import { Link, useParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { selectPostsByUser } from '../posts/postsSlice'
import { selectUserById } from './usersSlice'

export function UserPage() {
  const { userId = '' } = useParams()
  const user = useAppSelector((state) => selectUserById(state, userId))
  // Memoized selector: no new array (and no re-render) unless posts change.
  const postsForUser = useAppSelector((state) => selectPostsByUser(state, userId))

  if (!user) {
    return (
      <section>
        <h2>User not found!</h2>
      </section>
    )
  }

  return (
    <section aria-labelledby="user-heading">
      <h2 id="user-heading">{user.name}</h2>
      {postsForUser.length ? (
        <ul className="plain-list">
          {postsForUser.map((post) => (
            <li key={post.id}>
              <Link to={`/posts/${post.id}`}>{post.title}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>No posts loaded for this user.</p>
      )}
    </section>
  )
}

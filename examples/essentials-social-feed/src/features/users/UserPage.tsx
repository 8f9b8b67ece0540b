import { Link, useParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { useGetPostsQuery } from '../api/apiSlice'
import { selectPostsForUser } from '../posts/postsSlice'
import { selectUserById } from './usersSlice'

export function UserPage() {
  const { userId = '' } = useParams()
  const user = useAppSelector((state) => selectUserById(state, userId))

  // selectFromResult: this component only re-renders when *this user's*
  // posts change, because selectPostsForUser is memoized.
  const { postsForUser } = useGetPostsQuery(undefined, {
    selectFromResult: (result) => ({ postsForUser: selectPostsForUser(result, userId) }),
  })

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
        <p>No posts yet.</p>
      )}
    </section>
  )
}

import { Link, useParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { selectCurrentUsername } from '../auth/authSlice'
import { PostAuthor } from './PostAuthor'
import { ReactionButtons } from './ReactionButtons'
import { selectPostById } from './postsSlice'
import { TimeAgo } from './TimeAgo'

export function SinglePostPage() {
  const { postId = '' } = useParams()
  const post = useAppSelector((state) => selectPostById(state, postId))
  const currentUsername = useAppSelector(selectCurrentUsername)

  if (!post) {
    return (
      <section>
        <h2>Post not found!</h2>
        <Link to="/posts">Back to all posts</Link>
      </section>
    )
  }

  return (
    <section>
      <article className="post">
        <h2>{post.title}</h2>
        <div className="post-meta">
          <PostAuthor userId={post.user} /> <TimeAgo timestamp={post.date} />
        </div>
        <p className="post-content">{post.content}</p>
        <ReactionButtons post={post} />
        {currentUsername === post.user ? (
          <Link to={`/editPost/${post.id}`} className="button">
            Edit post
          </Link>
        ) : null}
      </article>
    </section>
  )
}

import { Link, useParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { Spinner } from '../../components/Spinner'
import { selectCurrentUsername } from '../auth/authSlice'
import { useGetPostQuery } from '../api/apiSlice'
import { PostAuthor } from './PostAuthor'
import { ReactionButtons } from './ReactionButtons'
import { TimeAgo } from './TimeAgo'

export function SinglePostPage() {
  const { postId = '' } = useParams()
  const currentUsername = useAppSelector(selectCurrentUsername)
  const { data: post, isFetching, isSuccess, isError } = useGetPostQuery(postId)

  if (isError) {
    return (
      <section>
        <h2>Post not found!</h2>
        <Link to="/posts">Back to all posts</Link>
      </section>
    )
  }
  if (!isSuccess || !post) {
    return <Spinner text="Loading post…" />
  }

  const canEdit = currentUsername === post.user

  return (
    <section aria-busy={isFetching}>
      <article className="post">
        <h2>{post.title}</h2>
        <div className="post-meta">
          <PostAuthor userId={post.user} /> <TimeAgo timestamp={post.date} />
        </div>
        <p className="post-content">{post.content}</p>
        <ReactionButtons post={post} />
        {canEdit ? (
          <Link to={`/editPost/${post.id}`} className="button">
            Edit post
          </Link>
        ) : null}
      </article>
    </section>
  )
}

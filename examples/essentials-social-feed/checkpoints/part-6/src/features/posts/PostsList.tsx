import { memo, useEffect } from 'react'
import { Link } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Spinner } from '../../components/Spinner'
import { PostAuthor } from './PostAuthor'
import { ReactionButtons } from './ReactionButtons'
import { fetchPosts, selectPostById, selectPostIds, selectPostsError, selectPostsStatus } from './postsSlice'
import { TimeAgo } from './TimeAgo'

// Each excerpt reads its own post by id, and memo() stops it re-rendering
// when only the parent (or another post) changed.
const PostExcerpt = memo(function PostExcerpt({ postId }: { postId: string }) {
  const post = useAppSelector((state) => selectPostById(state, postId))
  return (
    <article className="post-excerpt">
      <h3>
        <Link to={`/posts/${post.id}`}>{post.title}</Link>
      </h3>
      <div className="post-meta">
        <PostAuthor userId={post.user} /> <TimeAgo timestamp={post.date} />
      </div>
      <p className="post-content">{post.content.substring(0, 100)}</p>
      <ReactionButtons post={post} />
    </article>
  )
})

export function PostsList() {
  const dispatch = useAppDispatch()
  // The adapter keeps ids sorted newest first.
  const postIds = useAppSelector(selectPostIds)
  const status = useAppSelector(selectPostsStatus)
  const error = useAppSelector(selectPostsError)

  useEffect(() => {
    // The thunk's `condition` makes a second dispatch a no-op.
    dispatch(fetchPosts())
  }, [dispatch])

  let content: React.ReactNode = null
  if (status === 'pending') {
    content = <Spinner text="Loading posts…" />
  } else if (status === 'succeeded') {
    content = postIds.map((postId) => <PostExcerpt key={postId} postId={postId} />)
  } else if (status === 'rejected') {
    content = <p role="alert">Could not load posts: {error}</p>
  }

  return (
    <section aria-labelledby="posts-heading">
      <h2 id="posts-heading">Posts</h2>
      {content}
    </section>
  )
}

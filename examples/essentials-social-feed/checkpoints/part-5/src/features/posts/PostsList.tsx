import { useEffect } from 'react'
import { Link } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Spinner } from '../../components/Spinner'
import { PostAuthor } from './PostAuthor'
import { ReactionButtons } from './ReactionButtons'
import { fetchPosts, selectAllPosts, selectPostsError, selectPostsStatus, type Post } from './postsSlice'
import { TimeAgo } from './TimeAgo'

function PostExcerpt({ post }: { post: Post }) {
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
}

export function PostsList() {
  const dispatch = useAppDispatch()
  const posts = useAppSelector(selectAllPosts)
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
    const orderedPosts = posts.slice().sort((a, b) => b.date.localeCompare(a.date))
    content = orderedPosts.map((post) => <PostExcerpt key={post.id} post={post} />)
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

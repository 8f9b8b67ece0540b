import { memo, useMemo } from 'react'
import { Link } from 'react-router'
import { Spinner } from '../../components/Spinner'
import { useGetPostsQuery, type Post } from '../api/apiSlice'
import { PostAuthor } from './PostAuthor'
import { ReactionButtons } from './ReactionButtons'
import { sortPostsNewestFirst } from './postsSlice'
import { TimeAgo } from './TimeAgo'

// memo: a post's excerpt only re-renders when that post object changes.
const PostExcerpt = memo(function PostExcerpt({ post }: { post: Post }) {
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
  const { data: posts = [], isLoading, isSuccess, isError, error, isFetching, refetch } = useGetPostsQuery()

  // The cache keeps posts in server order; sort a copy for display.
  const sortedPosts = useMemo(() => sortPostsNewestFirst(posts), [posts])

  let content: React.ReactNode
  if (isLoading) {
    content = <Spinner text="Loading posts…" />
  } else if (isSuccess) {
    content = (
      <div className={isFetching ? 'posts-container refreshing' : 'posts-container'} aria-busy={isFetching}>
        {sortedPosts.map((post) => (
          <PostExcerpt key={post.id} post={post} />
        ))}
      </div>
    )
  } else if (isError) {
    content = <p role="alert">Could not load posts: {'status' in error ? String(error.status) : error.message}</p>
  }

  return (
    <section className="posts-list" aria-labelledby="posts-heading">
      <div className="section-header">
        <h2 id="posts-heading">Posts</h2>
        <button type="button" className="button secondary" onClick={refetch} disabled={isFetching}>
          Refetch posts
        </button>
      </div>
      {content}
    </section>
  )
}

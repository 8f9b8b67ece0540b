import { Link } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { PostAuthor } from './PostAuthor'
import { ReactionButtons } from './ReactionButtons'
import { selectAllPosts } from './postsSlice'
import { TimeAgo } from './TimeAgo'

export function PostsList() {
  const posts = useAppSelector(selectAllPosts)
  // Sort a copy: the array in the store must never be mutated.
  const orderedPosts = posts.slice().sort((a, b) => b.date.localeCompare(a.date))

  return (
    <section aria-labelledby="posts-heading">
      <h2 id="posts-heading">Posts</h2>
      {orderedPosts.map((post) => (
        <article className="post-excerpt" key={post.id}>
          <h3>
            <Link to={`/posts/${post.id}`}>{post.title}</Link>
          </h3>
          <div className="post-meta">
            <PostAuthor userId={post.user} /> <TimeAgo timestamp={post.date} />
          </div>
          <p className="post-content">{post.content.substring(0, 100)}</p>
          <ReactionButtons post={post} />
        </article>
      ))}
    </section>
  )
}

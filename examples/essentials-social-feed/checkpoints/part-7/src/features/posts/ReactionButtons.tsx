import { useAppDispatch } from '../../app/hooks'
import { reactionAdded, type Post, type ReactionName } from './postsSlice'

const reactionEmoji: Record<ReactionName, { emoji: string; label: string }> = {
  thumbsUp: { emoji: '👍', label: 'Thumbs up' },
  tada: { emoji: '🎉', label: 'Hooray' },
  heart: { emoji: '❤️', label: 'Heart' },
  rocket: { emoji: '🚀', label: 'Rocket' },
  eyes: { emoji: '👀', label: 'Eyes' },
}

export function ReactionButtons({ post }: { post: Post }) {
  const dispatch = useAppDispatch()
  return (
    <div className="reactions">
      {(Object.keys(reactionEmoji) as ReactionName[]).map((name) => {
        const { emoji, label } = reactionEmoji[name]
        const count = post.reactions[name]
        return (
          <button
            key={name}
            type="button"
            className="reaction-button"
            aria-label={`${label}: ${count}`}
            onClick={() => dispatch(reactionAdded({ postId: post.id, reaction: name }))}
          >
            <span aria-hidden="true">{emoji}</span> {count}
          </button>
        )
      })}
    </div>
  )
}

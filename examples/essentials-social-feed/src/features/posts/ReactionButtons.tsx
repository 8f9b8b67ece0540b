import { useAddReactionMutation, type Post, type ReactionName } from '../api/apiSlice'

const reactionEmoji: Record<ReactionName, { emoji: string; label: string }> = {
  thumbsUp: { emoji: '👍', label: 'Thumbs up' },
  tada: { emoji: '🎉', label: 'Hooray' },
  heart: { emoji: '❤️', label: 'Heart' },
  rocket: { emoji: '🚀', label: 'Rocket' },
  eyes: { emoji: '👀', label: 'Eyes' },
}

export function ReactionButtons({ post }: { post: Post }) {
  const [addReaction] = useAddReactionMutation()

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
            onClick={() => {
              // Errors are handled by the optimistic update (it is undone).
              addReaction({ postId: post.id, reaction: name })
            }}
          >
            <span aria-hidden="true">{emoji}</span> {count}
          </button>
        )
      })}
    </div>
  )
}

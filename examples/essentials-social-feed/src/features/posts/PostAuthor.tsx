import { useAppSelector } from '../../app/hooks'
import { selectUserById } from '../users/usersSlice'

interface PostAuthorProps {
  userId: string
  showPrefix?: boolean
}

export function PostAuthor({ userId, showPrefix = true }: PostAuthorProps) {
  const author = useAppSelector((state) => selectUserById(state, userId))
  return (
    <span className="post-author">
      {showPrefix ? 'by ' : null}
      {author?.name ?? 'Unknown author'}
    </span>
  )
}

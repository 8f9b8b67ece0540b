import { useAppSelector } from '../../app/hooks'
import { selectUserById } from '../users/usersSlice'

export function PostAuthor({ userId, showPrefix = true }: { userId: string; showPrefix?: boolean }) {
  const author = useAppSelector((state) => selectUserById(state, userId))
  return (
    <span className="post-author">
      {showPrefix ? 'by ' : null}
      {author?.name ?? 'Unknown author'}
    </span>
  )
}

import { formatDistanceToNow, parseISO } from 'date-fns'

/** Shows an ISO date as "about 2 hours ago", with the exact time on hover. */
export function RelativeDate({ iso }: { iso: string }) {
  const date = parseISO(iso)
  return (
    <time dateTime={iso} title={date.toLocaleString()}>
      {formatDistanceToNow(date, { addSuffix: true })}
    </time>
  )
}

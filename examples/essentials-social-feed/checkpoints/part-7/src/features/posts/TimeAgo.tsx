import { formatDistanceToNow, parseISO } from 'date-fns'

/** Shows an ISO timestamp as "5 minutes ago", with the exact time on hover. */
export function TimeAgo({ timestamp }: { timestamp: string }) {
  if (!timestamp) return null
  const date = parseISO(timestamp)
  return (
    <time dateTime={timestamp} title={date.toLocaleString()} className="time-ago">
      {formatDistanceToNow(date)} ago
    </time>
  )
}

import { useLayoutEffect } from 'react'
import { HikerName } from '../hikers/HikerName'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { LoadingDots } from '../ui/LoadingDots'
import { RelativeDate } from '../ui/RelativeDate'
import { useGetActivityQuery } from './activityApi'
import {
  activityViewed,
  selectMarksById,
  selectUnseenCount,
} from './activitySlice'

export function ActivityPage() {
  const { data: entries = [], isLoading } = useGetActivityQuery()
  const marks = useAppSelector(selectMarksById)
  const unseen = useAppSelector(selectUnseenCount)
  const dispatch = useAppDispatch()

  // Once the entries are on the screen they count as seen. A layout effect
  // runs before the browser paints, so the badge never shows a stale number.
  useLayoutEffect(() => {
    if (unseen > 0) dispatch(activityViewed())
  }, [unseen, dispatch])

  let content
  if (isLoading) {
    content = <LoadingDots label="Loading the club’s activity" />
  } else if (entries.length === 0) {
    content = (
      <p className="muted">
        No news yet. “Check for news” at the top asks the club for the latest.
      </p>
    )
  } else {
    content = (
      <ol className="activity-list">
        {entries.map((entry) => {
          const fresh = marks[entry.id]?.fresh ?? false
          return (
            <li
              key={entry.id}
              className={
                fresh
                  ? 'activity-entry activity-entry--fresh'
                  : 'activity-entry'
              }
            >
              {fresh && <span className="fresh-tag">New</span>}
              <strong>
                <HikerName hikerId={entry.hikerId} />
              </strong>{' '}
              {entry.text} <RelativeDate iso={entry.at} />
            </li>
          )
        })}
      </ol>
    )
  }

  return (
    <>
      <h1>Club activity</h1>
      {content}
    </>
  )
}

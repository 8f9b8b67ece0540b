import { useLayoutEffect } from 'react'
import { HikerName } from '../hikers/HikerName'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { RelativeDate } from '../ui/RelativeDate'
import {
  activityViewed,
  selectActivity,
  selectUnseenCount,
} from './activitySlice'

export function ActivityPage() {
  const items = useAppSelector(selectActivity)
  const unseen = useAppSelector(selectUnseenCount)
  const dispatch = useAppDispatch()

  // Once the entries are on the screen they count as seen. A layout effect
  // runs before the browser paints, so the badge never shows a stale number.
  useLayoutEffect(() => {
    if (unseen > 0) dispatch(activityViewed())
  }, [unseen, dispatch])

  return (
    <>
      <h1>Club activity</h1>
      {items.length === 0 ? (
        <p className="muted">
          No news yet. “Check for news” at the top asks the club for the latest.
        </p>
      ) : (
        <ol className="activity-list">
          {items.map((item) => (
            <li
              key={item.id}
              className={
                item.fresh
                  ? 'activity-entry activity-entry--fresh'
                  : 'activity-entry'
              }
            >
              {item.fresh && <span className="fresh-tag">New</span>}
              <strong>
                <HikerName hikerId={item.hikerId} />
              </strong>{' '}
              {item.text} <RelativeDate iso={item.at} />
            </li>
          ))}
        </ol>
      )}
    </>
  )
}

import { useLayoutEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { PostAuthor } from '../posts/PostAuthor'
import { TimeAgo } from '../posts/TimeAgo'
import { allNotificationsRead, selectMetadataEntities, useGetNotificationsQuery } from './notificationsSlice'

export function NotificationsList() {
  const dispatch = useAppDispatch()
  const { data: notifications = [] } = useGetNotificationsQuery()
  const metadata = useAppSelector(selectMetadataEntities)

  // After every render of this page, everything shown counts as read. A layout
  // effect runs before the browser paints, so the badge never flickers.
  useLayoutEffect(() => {
    dispatch(allNotificationsRead())
  })

  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">Notifications</h2>
      {notifications.length === 0 ? <p>No notifications yet.</p> : null}
      <ul className="plain-list notifications">
        {notifications.map((notification) => {
          const isNew = metadata[notification.id]?.isNew ?? false
          return (
            <li key={notification.id} className={isNew ? 'notification new' : 'notification'}>
              {isNew ? <span className="visually-hidden">New: </span> : null}
              <b>
                <PostAuthor userId={notification.user} showPrefix={false} />
              </b>{' '}
              {notification.message} <TimeAgo timestamp={notification.date} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

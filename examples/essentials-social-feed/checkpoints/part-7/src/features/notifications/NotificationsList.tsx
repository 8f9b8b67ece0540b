import { useLayoutEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { PostAuthor } from '../posts/PostAuthor'
import { TimeAgo } from '../posts/TimeAgo'
import { allNotificationsRead, selectAllNotifications } from './notificationsSlice'

export function NotificationsList() {
  const dispatch = useAppDispatch()
  const notifications = useAppSelector(selectAllNotifications)

  // Mark everything read after each render, before the browser paints.
  useLayoutEffect(() => {
    dispatch(allNotificationsRead())
  })

  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">Notifications</h2>
      {notifications.length === 0 ? <p>No notifications yet.</p> : null}
      <ul className="plain-list notifications">
        {notifications.map((notification) => (
          <li key={notification.id} className={notification.isNew ? 'notification new' : 'notification'}>
            {notification.isNew ? <span className="visually-hidden">New: </span> : null}
            <b>
              <PostAuthor userId={notification.user} showPrefix={false} />
            </b>{' '}
            {notification.message} <TimeAgo timestamp={notification.date} />
          </li>
        ))}
      </ul>
    </section>
  )
}

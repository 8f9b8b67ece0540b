import { Navigate, Outlet } from 'react-router'
import { useAppSelector } from '../store/hooks'
import { selectSignedInHikerId } from './sessionSlice'

/**
 * A layout route: its child routes show only to a signed-in hiker; anyone else
 * goes to the sign-in page.
 */
export function RequireSignIn() {
  const hikerId = useAppSelector(selectSignedInHikerId)
  return hikerId ? <Outlet /> : <Navigate to="/" replace />
}

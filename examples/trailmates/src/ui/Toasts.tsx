import { useAppDispatch, useAppSelector } from '../store/hooks'
import { selectToasts, toastDismissed } from './toastsSlice'

/** Short messages in the corner of the screen; screen readers announce them. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts)
  const dispatch = useAppDispatch()

  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast">
          <span>{toast.text}</span>
          <button
            type="button"
            onClick={() => dispatch(toastDismissed(toast.id))}
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  )
}

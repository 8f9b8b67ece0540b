// A very small toast system: `showToast(message)` can be called from anywhere
// (e.g. a listener), and <Toaster /> renders the current messages.
import { useSyncExternalStore } from 'react'

interface ToastMessage {
  id: number
  text: string
}

let toasts: ToastMessage[] = []
let nextId = 1
const subscribers = new Set<() => void>()

function emit() {
  subscribers.forEach((notify) => notify())
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

export function showToast(text: string, durationMs = 4000) {
  const id = nextId++
  toasts = [...toasts, { id, text }]
  emit()
  setTimeout(() => dismissToast(id), durationMs)
}

function subscribe(notify: () => void) {
  subscribers.add(notify)
  return () => {
    subscribers.delete(notify)
  }
}

const getToasts = () => toasts

export function Toaster() {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts)
  return (
    <div className="toaster" role="status" aria-live="polite">
      {current.map((toast) => (
        <div key={toast.id} className="toast">
          <span>{toast.text}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}

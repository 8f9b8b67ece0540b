import type { SerializedError } from '@reduxjs/toolkit'
import { useState, type SubmitEvent } from 'react'
import { selectSignedInHikerId } from '../session/sessionSlice'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { publishReport } from './reportsSlice'

export function NewReportForm() {
  const dispatch = useAppDispatch()
  const hikerId = useAppSelector(selectSignedInHikerId)
  // Only this form cares whether its request is running:
  // keep that in React state.
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!hikerId) return
    const form = event.currentTarget
    const fields = new FormData(form)
    setSaving(true)
    setFailure(null)
    try {
      // unwrap() returns the saved report,
      // or throws the error of a rejected request.
      await dispatch(
        publishReport({
          title: String(fields.get('title')).trim(),
          body: String(fields.get('body')).trim(),
          hikerId,
        }),
      ).unwrap()
      form.reset()
    } catch (error) {
      setFailure((error as SerializedError).message ?? 'Unknown error')
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="panel" aria-labelledby="new-report-heading">
      <h2 id="new-report-heading">Write a report</h2>
      <form onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor="report-title">Title</label>
          <input id="report-title" name="title" required maxLength={80} />
        </div>
        <div className="field">
          <label htmlFor="report-body">How was the hike?</label>
          <textarea id="report-body" name="body" required />
        </div>
        <div className="form-actions">
          <button className="button" disabled={saving}>
            {saving ? 'Publishing…' : 'Publish'}
          </button>
          {failure && (
            <p className="notice--error" role="alert">
              Not published: {failure}
            </p>
          )}
        </div>
      </form>
    </section>
  )
}

import type { SubmitEvent } from 'react'
import { describeError } from '../api/describeError'
import { usePublishReportMutation } from '../api/trailApi'
import { selectSignedInHikerId } from '../session/sessionSlice'
import { useAppSelector } from '../store/hooks'

export function NewReportForm() {
  const hikerId = useAppSelector(selectSignedInHikerId)
  // A mutation hook returns the trigger function and the request's state.
  const [publishReport, { isLoading: saving, isError, error }] =
    usePublishReportMutation()

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!hikerId) return
    const form = event.currentTarget
    const fields = new FormData(form)
    try {
      // unwrap() returns the saved report, or throws the request's error.
      await publishReport({
        title: String(fields.get('title')).trim(),
        body: String(fields.get('body')).trim(),
        hikerId,
      }).unwrap()
      form.reset()
    } catch {
      // The hook's isError and error describe the failure below.
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
          {isError && (
            <p className="notice--error" role="alert">
              Not published: {describeError(error)}
            </p>
          )}
        </div>
      </form>
    </section>
  )
}

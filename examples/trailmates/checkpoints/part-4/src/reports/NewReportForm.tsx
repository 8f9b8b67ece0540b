import type { SubmitEvent } from 'react'
import { selectSignedInHikerId } from '../session/sessionSlice'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { reportPublished } from './reportsSlice'

export function NewReportForm() {
  const dispatch = useAppDispatch()
  const hikerId = useAppSelector(selectSignedInHikerId)

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!hikerId) return
    const form = event.currentTarget
    const fields = new FormData(form)
    dispatch(
      reportPublished(
        String(fields.get('title')).trim(),
        String(fields.get('body')).trim(),
        hikerId,
      ),
    )
    form.reset()
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
        <button className="button">Publish</button>
      </form>
    </section>
  )
}

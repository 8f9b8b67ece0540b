import type { SerializedError } from '@reduxjs/toolkit'
import { useState, type SubmitEvent } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { selectSignedInHikerId } from '../session/sessionSlice'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { reviseReport, selectReportById } from './reportsSlice'

export function ReviseReportForm() {
  const { reportId = '' } = useParams()
  const report = useAppSelector((state) => selectReportById(state, reportId))
  const signedInHikerId = useAppSelector(selectSignedInHikerId)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  if (!report) {
    return (
      <>
        <h1>Report not found</h1>
        <p>
          No report has this address. <Link to="/reports">See all reports</Link>
        </p>
      </>
    )
  }
  if (report.hikerId !== signedInHikerId) {
    return (
      <>
        <h1>Revise a report</h1>
        <p>
          Only the hiker who wrote a report can revise it.{' '}
          <Link to={`/reports/${report.id}`}>Back to the report</Link>
        </p>
      </>
    )
  }

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    setSaving(true)
    setFailure(null)
    try {
      await dispatch(
        reviseReport({
          id: report.id,
          title: String(fields.get('title')).trim(),
          body: String(fields.get('body')).trim(),
        }),
      ).unwrap()
      navigate(`/reports/${report.id}`)
    } catch (error) {
      setFailure((error as SerializedError).message ?? 'Unknown error')
      setSaving(false)
    }
  }

  return (
    <section className="panel" aria-labelledby="revise-heading">
      <h1 id="revise-heading">Revise your report</h1>
      <form onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor="revise-title">Title</label>
          <input
            id="revise-title"
            name="title"
            defaultValue={report.title}
            required
            maxLength={80}
          />
        </div>
        <div className="field">
          <label htmlFor="revise-body">How was the hike?</label>
          <textarea
            id="revise-body"
            name="body"
            defaultValue={report.body}
            required
          />
        </div>
        <div className="form-actions">
          <button className="button" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </button>
          <Link to={`/reports/${report.id}`}>Cancel</Link>
        </div>
        {failure && (
          <p className="notice--error" role="alert">
            Not saved: {failure}
          </p>
        )}
      </form>
    </section>
  )
}

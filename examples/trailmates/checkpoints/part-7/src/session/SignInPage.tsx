import type { SerializedError } from '@reduxjs/toolkit'
import { useState, type SubmitEvent } from 'react'
import { useNavigate } from 'react-router'
import { selectHikers } from '../hikers/hikersSlice'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { signIn } from './sessionSlice'

export function SignInPage() {
  const hikers = useAppSelector(selectHikers)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    try {
      await dispatch(
        signIn(String(new FormData(event.currentTarget).get('hikerId'))),
      ).unwrap()
      navigate('/reports')
    } catch (error) {
      setFailure((error as SerializedError).message ?? 'Unknown error')
    }
  }

  return (
    <section className="panel sign-in" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">Welcome to Trailmates</h1>
      <p>
        The club’s board for trip reports, cheers and news. Sign in to read and
        write reports.
      </p>
      <form onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor="sign-in-hiker">Who is hiking today?</label>
          <select id="sign-in-hiker" name="hikerId" required defaultValue="">
            <option value="" disabled>
              {hikers.length ? 'Choose your name' : 'Loading the hikers…'}
            </option>
            {hikers.map((hiker) => (
              <option key={hiker.id} value={hiker.id}>
                {hiker.name}
              </option>
            ))}
          </select>
        </div>
        <button className="button">Sign in</button>
        {failure && (
          <p className="notice--error" role="alert">
            Could not sign in: {failure}
          </p>
        )}
      </form>
    </section>
  )
}

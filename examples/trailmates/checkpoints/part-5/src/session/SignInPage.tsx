import type { SubmitEvent } from 'react'
import { useNavigate } from 'react-router'
import { selectHikers } from '../hikers/hikersSlice'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { signedIn } from './sessionSlice'

export function SignInPage() {
  const hikers = useAppSelector(selectHikers)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    dispatch(signedIn(String(new FormData(event.currentTarget).get('hikerId'))))
    navigate('/reports')
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
      </form>
    </section>
  )
}

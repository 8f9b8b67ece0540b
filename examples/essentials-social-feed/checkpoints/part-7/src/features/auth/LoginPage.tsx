import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectAllUsers } from '../users/usersSlice'
import { login } from './authSlice'

export function LoginPage() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const users = useAppSelector(selectAllUsers)

  const [error, setError] = useState<string | null>(null)

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const username = new FormData(event.currentTarget).get('username')
    if (typeof username !== 'string' || !username) return
    try {
      await dispatch(login(username)).unwrap()
      navigate('/posts')
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not log in')
    }
  }

  return (
    <section className="login" aria-labelledby="login-heading">
      <h2 id="login-heading">Welcome to Tiny Social!</h2>
      <p>Please log in to see the posts.</p>
      <form onSubmit={handleSubmit}>
        <label htmlFor="username">User</label>
        <select id="username" name="username" required defaultValue="">
          <option value="" disabled>
            Choose a user
          </option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          Log in
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </section>
  )
}

import { useRef, useState } from 'react'
import { useDispatch } from 'react-redux'

import { saveNewTodo } from '../todos/todosSlice'

export default function Header() {
  const [text, setText] = useState('')
  // Local request status for this one form: 'idle' | 'saving' | 'failed'
  const [status, setStatus] = useState('idle')
  const inputRef = useRef(null)
  const dispatch = useDispatch()

  async function handleKeyDown(event) {
    const trimmed = text.trim()
    if (event.key !== 'Enter' || !trimmed) return

    setStatus('saving')
    try {
      // The thunk returns a promise, so the header knows when saving is done.
      await dispatch(saveNewTodo(trimmed))
      setText('')
      setStatus('idle')
    } catch {
      // Keep the text so the user can press Enter again.
      setStatus('failed')
    }
    // A disabled input loses focus; give it back so typing can continue.
    requestAnimationFrame(() => inputRef.current?.focus())
  }

  const isSaving = status === 'saving'

  return (
    <header className="header">
      <label className="visually-hidden" htmlFor="new-todo">
        New todo
      </label>
      <input
        ref={inputRef}
        id="new-todo"
        className="new-todo"
        placeholder="What needs to be done?"
        autoFocus
        value={text}
        disabled={isSaving}
        aria-describedby={status === 'failed' ? 'new-todo-error' : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      {isSaving && (
        <span className="spinner" role="status" aria-label="Saving todo" />
      )}
      {status === 'failed' && (
        <p id="new-todo-error" className="error" role="alert">
          Could not save the todo. Press Enter to try again.
        </p>
      )}
    </header>
  )
}

import { useState } from 'react'
import { useDispatch } from 'react-redux'

export default function Header() {
  // What the user is typing is local to this input: nothing else in the app
  // needs it until Enter is pressed, so it stays in component state.
  const [text, setText] = useState('')
  const dispatch = useDispatch()

  function handleKeyDown(event) {
    const trimmed = text.trim()
    if (event.key === 'Enter' && trimmed) {
      dispatch({ type: 'todos/todoAdded', payload: trimmed })
      setText('')
    }
  }

  return (
    <header className="header">
      <label className="visually-hidden" htmlFor="new-todo">
        New todo
      </label>
      <input
        id="new-todo"
        className="new-todo"
        placeholder="What needs to be done?"
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
    </header>
  )
}

import { shallowEqual, useSelector } from 'react-redux'

import TodoListItem from './TodoListItem'

// Which todo ids pass the current status and colour filters.
// This returns a new array on every call, so useSelector is given
// `shallowEqual`: the list only re-renders when the ids actually change.
// (Part 7 replaces this with a memoized selector.)
function selectVisibleTodoIds(state) {
  const { status, colors } = state.filters
  return state.todos
    .filter((todo) => {
      if (status === 'active' && todo.completed) return false
      if (status === 'completed' && !todo.completed) return false
      if (colors.length > 0 && !colors.includes(todo.color)) return false
      return true
    })
    .map((todo) => todo.id)
}

export default function TodoList() {
  const todoIds = useSelector(selectVisibleTodoIds, shallowEqual)

  // Each item is given only an id and reads its own todo from the store, so
  // editing one todo re-renders that item, not the whole list.
  return (
    <ul className="todo-list" aria-label="Todos">
      {todoIds.map((todoId) => (
        <TodoListItem key={todoId} id={todoId} />
      ))}
    </ul>
  )
}

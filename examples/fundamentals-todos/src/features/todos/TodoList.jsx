import { useSelector } from 'react-redux'

import TodoListItem from './TodoListItem'
import { selectFilteredTodoIds, selectLoadingStatus } from './todosSlice'

export default function TodoList() {
  // A memoized selector returns the same array until the todos or filters
  // change, so no equality function is needed any more.
  const todoIds = useSelector(selectFilteredTodoIds)
  const loadingStatus = useSelector(selectLoadingStatus)

  if (loadingStatus === 'loading') {
    return (
      <div className="loader" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading todos…
      </div>
    )
  }

  return (
    <ul className="todo-list" aria-label="Todos">
      {todoIds.map((todoId) => (
        <TodoListItem key={todoId} id={todoId} />
      ))}
    </ul>
  )
}

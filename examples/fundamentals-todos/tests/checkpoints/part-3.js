// How the shared tests talk to the part 3 checkpoint.
// Parts 3-6 write action objects by hand, so this adapter builds them the
// same way the tutorial text does at that stage.
import rootReducer from '@app/reducer'

export const part = 3
export { rootReducer }

export const actions = {
  // In parts 3-5 the reducer creates the id itself (highest id + 1) and the
  // payload is just the text. The shared tests always pass the id the new todo
  // should get, so the same expectation also holds once the server assigns ids.
  todoAdded: (todo) => ({ type: 'todos/todoAdded', payload: todo.text }),
  todoToggled: (todoId) => ({ type: 'todos/todoToggled', payload: todoId }),
  todoColorSelected: (todoId, color) => ({ type: 'todos/colorSelected', payload: { todoId, color } }),
  todoDeleted: (todoId) => ({ type: 'todos/todoDeleted', payload: todoId }),
  allTodosCompleted: () => ({ type: 'todos/allCompleted' }),
  completedTodosCleared: () => ({ type: 'todos/completedCleared' }),
  statusFilterChanged: (status) => ({ type: 'filters/statusFilterChanged', payload: status }),
  colorFilterChanged: (color, changeType) => ({
    type: 'filters/colorFilterChanged',
    payload: { color, changeType },
  }),
}

// Build a root state of this checkpoint's shape from a plain list of todos.
export function buildState({ todos = [], filters = { status: 'all', colors: [] } } = {}) {
  return { todos, filters }
}

// Read the todos back as a plain array, in display order.
export const readTodos = (state) => state.todos
export const readFilters = (state) => state.filters

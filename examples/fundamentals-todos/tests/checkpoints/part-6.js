// How the shared tests talk to the part 6 checkpoint.
// From part 6 the server creates todos, so `todoAdded` carries the whole
// saved todo (with its id), and there are thunks for the API calls.
import rootReducer from '@app/reducer'
import { fetchTodos, saveNewTodo } from '@app/features/todos/todosSlice'

export const part = 6
export { rootReducer }
export { makeStore } from '@app/store'

export const actions = {
  todoAdded: (todo) => ({ type: 'todos/todoAdded', payload: { completed: false, ...todo } }),
  todoToggled: (todoId) => ({ type: 'todos/todoToggled', payload: todoId }),
  todoColorSelected: (todoId, color) => ({ type: 'todos/colorSelected', payload: { todoId, color } }),
  todoDeleted: (todoId) => ({ type: 'todos/todoDeleted', payload: todoId }),
  allTodosCompleted: () => ({ type: 'todos/allCompleted' }),
  completedTodosCleared: () => ({ type: 'todos/completedCleared' }),
  todosLoaded: (todos) => ({ type: 'todos/todosLoaded', payload: todos }),
  statusFilterChanged: (status) => ({ type: 'filters/statusFilterChanged', payload: status }),
  colorFilterChanged: (color, changeType) => ({
    type: 'filters/colorFilterChanged',
    payload: { color, changeType },
  }),
}

export function buildState({ todos = [], filters = { status: 'all', colors: [] } } = {}) {
  return { todos, filters }
}

export const readTodos = (state) => state.todos
export const readFilters = (state) => state.filters

// Part 6 dispatches the thunk function itself; the todo is saved by a thunk
// action creator.
export const loadTodos = (store) => store.dispatch(fetchTodos)
export const saveTodo = (store, text) => store.dispatch(saveNewTodo(text))

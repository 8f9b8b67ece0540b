// How the shared tests talk to the part 7 checkpoint.
// Part 7 has action creators and selectors of its own, so the adapter mostly
// re-exports them. Its state is normalized: `{ todos: { status, entities } }`.
import rootReducer from '@app/reducer'
import * as todos from '@app/features/todos/todosSlice'
import * as filters from '@app/features/filters/filtersSlice'

export const part = 7
export { rootReducer }
export { makeStore } from '@app/store'

export const actions = {
  todoAdded: (todo) => todos.todoAdded({ completed: false, ...todo }),
  todoToggled: todos.todoToggled,
  todoColorSelected: todos.todoColorSelected,
  todoDeleted: todos.todoDeleted,
  allTodosCompleted: todos.allTodosCompleted,
  completedTodosCleared: todos.completedTodosCleared,
  todosLoading: todos.todosLoading,
  todosLoaded: todos.todosLoaded,
  statusFilterChanged: filters.statusFilterChanged,
  colorFilterChanged: filters.colorFilterChanged,
}

export function buildState({ todos: list = [], filters: filterState = { status: 'all', colors: [] } } = {}) {
  const entities = {}
  for (const todo of list) entities[todo.id] = todo
  return { todos: { status: 'idle', entities }, filters: filterState }
}

export const readTodos = (state) => todos.selectTodos(state)
export const readFilters = (state) => state.filters
export const readLoadingStatus = (state) => todos.selectLoadingStatus(state)

export const loadTodos = (store) => store.dispatch(todos.fetchTodos())
export const saveTodo = (store, text) => store.dispatch(todos.saveNewTodo(text))

export const selectors = {
  selectTodos: todos.selectTodos,
  selectTodoById: todos.selectTodoById,
  selectTodoIds: todos.selectTodoIds,
  selectFilteredTodos: todos.selectFilteredTodos,
  selectFilteredTodoIds: todos.selectFilteredTodoIds,
}

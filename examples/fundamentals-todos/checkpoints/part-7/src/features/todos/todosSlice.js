// Part 7: normalized state with a loading status, action creators, thunks
// that return promises, and memoized selectors, all written by hand.
import { createSelector } from 'reselect'

import { client } from '../../api/client'
import {
  StatusFilters,
  selectColorFilters,
  selectStatusFilter,
} from '../filters/filtersSlice'

const initialState = {
  status: 'idle',
  entities: {},
}

// Returns a copy of `entities` with one todo replaced by `update(todo)`.
function updateTodo(entities, todoId, update) {
  const todo = entities[todoId]
  if (!todo) return entities
  return { ...entities, [todoId]: update(todo) }
}

export default function todosReducer(state = initialState, action) {
  switch (action.type) {
    case 'todos/todoAdded': {
      const todo = action.payload
      return { ...state, entities: { ...state.entities, [todo.id]: todo } }
    }
    case 'todos/todoToggled': {
      return {
        ...state,
        entities: updateTodo(state.entities, action.payload, (todo) => ({
          ...todo,
          completed: !todo.completed,
        })),
      }
    }
    case 'todos/colorSelected': {
      const { todoId, color } = action.payload
      return {
        ...state,
        entities: updateTodo(state.entities, todoId, (todo) => ({
          ...todo,
          color,
        })),
      }
    }
    case 'todos/todoDeleted': {
      const entities = { ...state.entities }
      delete entities[action.payload]
      return { ...state, entities }
    }
    case 'todos/allCompleted': {
      const entities = {}
      for (const todo of Object.values(state.entities)) {
        entities[todo.id] = todo.completed ? todo : { ...todo, completed: true }
      }
      return { ...state, entities }
    }
    case 'todos/completedCleared': {
      const entities = {}
      for (const todo of Object.values(state.entities)) {
        if (!todo.completed) entities[todo.id] = todo
      }
      return { ...state, entities }
    }
    case 'todos/todosLoading': {
      return { ...state, status: 'loading' }
    }
    case 'todos/todosLoaded': {
      const entities = {}
      for (const todo of action.payload) {
        entities[todo.id] = todo
      }
      return { ...state, status: 'idle', entities }
    }
    default:
      return state
  }
}

// Action creators

export const todoAdded = (todo) => ({ type: 'todos/todoAdded', payload: todo })
export const todoToggled = (todoId) => ({
  type: 'todos/todoToggled',
  payload: todoId,
})
export const todoColorSelected = (todoId, color) => ({
  type: 'todos/colorSelected',
  payload: { todoId, color },
})
export const todoDeleted = (todoId) => ({
  type: 'todos/todoDeleted',
  payload: todoId,
})
export const allTodosCompleted = () => ({ type: 'todos/allCompleted' })
export const completedTodosCleared = () => ({ type: 'todos/completedCleared' })
export const todosLoading = () => ({ type: 'todos/todosLoading' })
export const todosLoaded = (todos) => ({
  type: 'todos/todosLoaded',
  payload: todos,
})

// Thunk action creators: a caller can `await dispatch(saveNewTodo(text))`.

export const fetchTodos = () => async (dispatch) => {
  dispatch(todosLoading())
  const todos = await client.get('/fakeApi/todos')
  dispatch(todosLoaded(todos))
}

export function saveNewTodo(text) {
  return async function saveNewTodoThunk(dispatch) {
    const savedTodo = await client.post('/fakeApi/todos', { todo: { text } })
    dispatch(todoAdded(savedTodo))
    return savedTodo
  }
}

// Selectors

const selectTodoEntities = (state) => state.todos.entities

// Object.values() builds a new array on every call: memoize it.
export const selectTodos = createSelector([selectTodoEntities], (entities) =>
  Object.values(entities),
)

// A selector with a second argument.
export const selectTodoById = (state, todoId) =>
  selectTodoEntities(state)[todoId]

export const selectTodoIds = createSelector([selectTodos], (todos) =>
  todos.map((todo) => todo.id),
)

export const selectFilteredTodos = createSelector(
  [selectTodos, selectStatusFilter, selectColorFilters],
  (todos, status, colors) =>
    todos.filter((todo) => {
      if (status === StatusFilters.Active && todo.completed) return false
      if (status === StatusFilters.Completed && !todo.completed) return false
      if (colors.length > 0 && !colors.includes(todo.color)) return false
      return true
    }),
)

// An edit to a todo gives new arrays above. When the ids are the same as last
// time, resultEqualityCheck returns the previous array: no re-render.
const sameIds = (a, b) =>
  a.length === b.length && a.every((id, index) => id === b[index])

export const selectFilteredTodoIds = createSelector(
  [selectFilteredTodos],
  (todos) => todos.map((todo) => todo.id),
  { memoizeOptions: { resultEqualityCheck: sameIds } },
)

export const selectRemainingCount = (state) =>
  selectTodos(state).filter((todo) => !todo.completed).length

export const selectLoadingStatus = (state) => state.todos.status

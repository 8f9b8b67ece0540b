// Part 8: the todos slice written with Redux Toolkit.
// - createEntityAdapter provides the normalized `{ ids, entities }` state, the
//   CRUD update functions and the selectors written by hand in part 7.
// - createAsyncThunk writes the pending/fulfilled/rejected actions for the
//   API calls; the slice answers them in `extraReducers`.
import {
  createAsyncThunk,
  createEntityAdapter,
  createSelector,
  createSlice,
} from '@reduxjs/toolkit'

import { client } from '../../api/client'
import {
  StatusFilters,
  selectColorFilters,
  selectStatusFilter,
} from '../filters/filtersSlice'

const todosAdapter = createEntityAdapter()

// `{ ids: [], entities: {}, status: 'idle' }`
const initialState = todosAdapter.getInitialState({ status: 'idle' })

// Thunks

export const fetchTodos = createAsyncThunk('todos/fetchTodos', async () => {
  return client.get('/fakeApi/todos')
})

export const saveNewTodo = createAsyncThunk(
  'todos/saveNewTodo',
  async (text) => {
    return client.post('/fakeApi/todos', { todo: { text } })
  },
)

const todosSlice = createSlice({
  name: 'todos',
  initialState,
  reducers: {
    todoToggled(state, action) {
      const todo = state.entities[action.payload]
      if (todo) todo.completed = !todo.completed
    },
    todoColorSelected: {
      reducer(state, action) {
        const { todoId, color } = action.payload
        const todo = state.entities[todoId]
        if (todo) todo.color = color
      },
      prepare(todoId, color) {
        return { payload: { todoId, color } }
      },
    },
    // An adapter function can be a case reducer on its own: the payload is the
    // id.
    todoDeleted: todosAdapter.removeOne,
    allTodosCompleted(state) {
      Object.values(state.entities).forEach((todo) => {
        todo.completed = true
      })
    },
    completedTodosCleared(state) {
      const completedIds = Object.values(state.entities)
        .filter((todo) => todo.completed)
        .map((todo) => todo.id)
      todosAdapter.removeMany(state, completedIds)
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchTodos.pending, (state) => {
        state.status = 'loading'
      })
      .addCase(fetchTodos.fulfilled, (state, action) => {
        todosAdapter.setAll(state, action.payload)
        state.status = 'idle'
      })
      .addCase(saveNewTodo.fulfilled, todosAdapter.addOne)
  },
})

export const {
  todoToggled,
  todoColorSelected,
  todoDeleted,
  allTodosCompleted,
  completedTodosCleared,
} = todosSlice.actions

export default todosSlice.reducer

// Selectors: the adapter generates the basic ones, already memoized.
export const {
  selectAll: selectTodos,
  selectById: selectTodoById,
  selectIds: selectTodoIds,
} = todosAdapter.getSelectors((state) => state.todos)

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

// Editing a todo (its colour, say) changes `entities`, so selectFilteredTodos
// returns a new array and `map` builds new ids. When they are the same ids as
// last time, `resultEqualityCheck` hands back the previous array instead, and
// the list does not re-render.
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

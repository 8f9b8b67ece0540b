// Part 6: the todos reducer gets its data from the server, and the async
// work lives in thunks next to it.
import { client } from '../../api/client'

const initialState = []

export default function todosReducer(state = initialState, action) {
  switch (action.type) {
    case 'todos/todoAdded': {
      // payload: the whole todo, as saved by the server (with its id)
      return [...state, action.payload]
    }
    case 'todos/todoToggled': {
      // payload: the id of the todo to flip
      return state.map((todo) =>
        todo.id === action.payload
          ? { ...todo, completed: !todo.completed }
          : todo,
      )
    }
    case 'todos/colorSelected': {
      // payload: { todoId, color }
      const { todoId, color } = action.payload
      return state.map((todo) =>
        todo.id === todoId ? { ...todo, color } : todo,
      )
    }
    case 'todos/todoDeleted': {
      // payload: the id of the todo to remove
      return state.filter((todo) => todo.id !== action.payload)
    }
    case 'todos/allCompleted': {
      return state.map((todo) =>
        todo.completed ? todo : { ...todo, completed: true },
      )
    }
    case 'todos/completedCleared': {
      return state.filter((todo) => !todo.completed)
    }
    case 'todos/todosLoaded': {
      // payload: the todo array from the server; it replaces the list
      return action.payload
    }
    default:
      // Every reducer sees every action: unknown ones leave the state
      // untouched.
      return state
  }
}

// A thunk function: dispatched once at startup as `store.dispatch(fetchTodos)`.
export async function fetchTodos(dispatch, getState) {
  const todos = await client.get('/fakeApi/todos')
  dispatch({ type: 'todos/todosLoaded', payload: todos })
}

// A thunk *action creator*: the outer function receives the text, and returns
// the thunk function that saves it and dispatches the saved todo.
export function saveNewTodo(text) {
  return async function saveNewTodoThunk(dispatch, getState) {
    const savedTodo = await client.post('/fakeApi/todos', { todo: { text } })
    dispatch({ type: 'todos/todoAdded', payload: savedTodo })
  }
}

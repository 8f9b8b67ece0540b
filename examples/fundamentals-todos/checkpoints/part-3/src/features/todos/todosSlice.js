// Part 3: the todos "slice" reducer, written by hand.
// It only ever sees `state.todos` (an array), never the whole app state.

const initialState = []

// Reducers must be pure, so a new id cannot come from Math.random() or a
// counter outside the reducer. Deriving it from the existing todos is pure:
// the same state always produces the same next id.
function nextTodoId(todos) {
  const highestId = todos.reduce(
    (highest, todo) => Math.max(highest, todo.id),
    0,
  )
  return highestId + 1
}

export default function todosReducer(state = initialState, action) {
  switch (action.type) {
    case 'todos/todoAdded': {
      // payload: the text the user typed
      const newTodo = {
        id: nextTodoId(state),
        text: action.payload,
        completed: false,
      }
      return [...state, newTodo]
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
    default:
      // Every reducer sees every action: unknown ones leave the state
      // untouched.
      return state
  }
}

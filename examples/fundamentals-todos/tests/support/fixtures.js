// Todos used as the starting point of the shared tests.
export const sampleTodos = [
  { id: 1, text: 'Design the state shape', completed: true, color: 'blue' },
  { id: 2, text: 'Write the reducers', completed: false, color: 'red' },
  { id: 3, text: 'Create the store', completed: false },
]

export const defaultFilters = { status: 'all', colors: [] }

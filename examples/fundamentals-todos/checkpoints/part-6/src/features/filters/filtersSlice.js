// Part 3: the filters "slice" reducer, written by hand.
// It only ever sees `state.filters`.

export const StatusFilters = {
  All: 'all',
  Active: 'active',
  Completed: 'completed',
}

// The colours a todo can be tagged with, in the order the UI lists them.
export const availableColors = [
  'red',
  'yellow',
  'green',
  'blue',
  'orange',
  'purple',
]

export const capitalize = (word) => word.charAt(0).toUpperCase() + word.slice(1)

const initialState = {
  status: StatusFilters.All,
  colors: [],
}

export default function filtersReducer(state = initialState, action) {
  switch (action.type) {
    case 'filters/statusFilterChanged': {
      // payload: 'all' | 'active' | 'completed'
      return { ...state, status: action.payload }
    }
    case 'filters/colorFilterChanged': {
      // payload: { color, changeType: 'added' | 'removed' }
      const { color, changeType } = action.payload
      if (changeType === 'added') {
        if (state.colors.includes(color)) {
          return state
        }
        return { ...state, colors: [...state.colors, color] }
      }
      if (changeType === 'removed') {
        return {
          ...state,
          colors: state.colors.filter((existing) => existing !== color),
        }
      }
      return state
    }
    default:
      return state
  }
}

// Part 7: the filters slice with action creators, so components no longer
// write action objects by hand. Actions follow the Flux Standard Action shape:
// `{ type, payload }`.

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
      return { ...state, status: action.payload }
    }
    case 'filters/colorFilterChanged': {
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

// Action creators

export const statusFilterChanged = (status) => ({
  type: 'filters/statusFilterChanged',
  payload: status,
})

export const colorFilterChanged = (color, changeType) => ({
  type: 'filters/colorFilterChanged',
  payload: { color, changeType },
})

// Selectors

export const selectStatusFilter = (state) => state.filters.status
export const selectColorFilters = (state) => state.filters.colors

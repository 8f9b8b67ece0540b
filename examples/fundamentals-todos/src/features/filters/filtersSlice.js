// Part 8: the filters slice written with createSlice. The action types are
// generated from the slice name and the reducer names ("filters/<name>"), and
// Immer lets the reducers "mutate" a draft of the state safely.
import { createSlice } from '@reduxjs/toolkit'

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

const filtersSlice = createSlice({
  name: 'filters',
  initialState,
  reducers: {
    statusFilterChanged(state, action) {
      state.status = action.payload
    },
    colorFilterChanged: {
      reducer(state, action) {
        const { color, changeType } = action.payload
        if (changeType === 'added' && !state.colors.includes(color)) {
          state.colors.push(color)
        }
        if (changeType === 'removed') {
          state.colors = state.colors.filter((existing) => existing !== color)
        }
      },
      // `prepare` turns the two arguments of colorFilterChanged(color,
      // changeType) into the action's payload.
      prepare(color, changeType) {
        return { payload: { color, changeType } }
      },
    },
  },
})

export const { statusFilterChanged, colorFilterChanged } = filtersSlice.actions

export default filtersSlice.reducer

export const selectStatusFilter = (state) => state.filters.status
export const selectColorFilters = (state) => state.filters.colors

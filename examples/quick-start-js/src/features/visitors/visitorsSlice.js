import { createSlice } from '@reduxjs/toolkit'

export const visitorsSlice = createSlice({
  name: 'visitors',
  initialState: { inside: 0 },
  reducers: {
    visitorArrived(state) {
      state.inside += 1
    },
    visitorLeft(state) {
      if (state.inside > 0) {
        state.inside -= 1
      }
    },
    groupArrived(state, action) {
      state.inside += action.payload
    },
  },
  // Selectors receive this slice's state; the versions exported below take
  // the whole store state and read state.visitors first.
  selectors: {
    selectInside: (visitors) => visitors.inside,
  },
})

// Generated action creators: groupArrived(5) returns
// { type: 'visitors/groupArrived', payload: 5 }
export const { visitorArrived, visitorLeft, groupArrived } =
  visitorsSlice.actions
export const { selectInside } = visitorsSlice.selectors

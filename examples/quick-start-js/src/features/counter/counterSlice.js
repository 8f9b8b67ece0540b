import { createSlice } from '@reduxjs/toolkit'

const initialState = {
  value: 0,
}

export const counterSlice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    increment: (state) => {
      // Looks like a mutation, but Immer turns it into an immutable update
      state.value += 1
    },
    decrement: (state) => {
      state.value -= 1
    },
    incrementByAmount: (state, action) => {
      state.value += action.payload
    },
  },
})

// One action creator per case reducer; increment().type is 'counter/increment'
export const { increment, decrement, incrementByAmount } = counterSlice.actions

// A selector reads a value from the root state
export const selectCount = (state) => state.counter.value

export default counterSlice.reducer

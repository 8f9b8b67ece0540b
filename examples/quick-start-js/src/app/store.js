import { configureStore } from '@reduxjs/toolkit'
import { visitorsSlice } from '../features/visitors/visitorsSlice'

export const store = configureStore({
  reducer: {
    visitors: visitorsSlice.reducer,
  },
})

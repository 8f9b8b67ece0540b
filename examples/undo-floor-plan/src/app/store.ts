import { configureStore, createSlice } from '@reduxjs/toolkit'
import { planSlice, pieceSelected } from '../features/plan/planSlice'
import { undoable } from './undoable'

const viewportSlice = createSlice({
  name: 'viewport',
  initialState: { zoom: 100 },
  reducers: {},
})

export const makeStore = () =>
  configureStore({
    reducer: {
      plan: undoable(planSlice.reducer, {
        // selecting is not an edit
        filter: (action) => !pieceSelected.match(action),
        limit: 50,
      }),
      viewport: viewportSlice.reducer,
    },
  })

export const store = makeStore()

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

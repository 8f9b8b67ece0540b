import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface Report {
  id: string
  title: string
  body: string
}

const initialState: Report[] = [
  {
    id: 'r1',
    title: 'Frost on the ridge',
    body:
      'Left the hut at six. The ridge path stayed white with frost until the ' +
      'sun reached it around nine.',
  },
  {
    id: 'r2',
    title: 'Waterfall loop after the rain',
    body:
      'Muddy all the way round, but the falls were loud and full. Gaiters ' +
      'help at the second crossing.',
  },
]

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    reportPublished(state, action: PayloadAction<Report>) {
      state.push(action.payload)
    },
  },
})

export const { reportPublished } = reportsSlice.actions

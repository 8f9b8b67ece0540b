import { createEntityAdapter, createSlice } from '@reduxjs/toolkit'
import { fetchJson } from '../api/fetchJson'
import type { Hiker } from '../api/types'
import type { RootState } from '../store/store'
import { createAppAsyncThunk } from '../store/typed'

export const fetchHikers = createAppAsyncThunk('hikers/fetch', () =>
  fetchJson<Hiker[]>('/api/hikers'),
)

// Normalized: { ids: [...], entities: { [id]: hiker } },
// ids kept in name order.
const hikersAdapter = createEntityAdapter<Hiker>({
  sortComparer: (a, b) => a.name.localeCompare(b.name),
})

export const hikersSlice = createSlice({
  name: 'hikers',
  initialState: hikersAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchHikers.fulfilled, hikersAdapter.setAll)
  },
})

export const { selectAll: selectHikers, selectById: selectHikerById } =
  hikersAdapter.getSelectors((state: RootState) => state.hikers)

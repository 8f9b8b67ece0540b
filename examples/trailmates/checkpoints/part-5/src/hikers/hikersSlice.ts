import { createSlice } from '@reduxjs/toolkit'
import { fetchJson } from '../api/fetchJson'
import type { Hiker } from '../api/types'
import { createAppAsyncThunk } from '../store/typed'

export const fetchHikers = createAppAsyncThunk('hikers/fetch', () =>
  fetchJson<Hiker[]>('/api/hikers'),
)

const initialState: Hiker[] = []

export const hikersSlice = createSlice({
  name: 'hikers',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchHikers.fulfilled, (_state, action) => action.payload)
  },
  selectors: {
    selectHikers: (hikers) => hikers,
    selectHikerById: (hikers, hikerId: string | null) =>
      hikers.find((hiker) => hiker.id === hikerId),
  },
})

export const { selectHikers, selectHikerById } = hikersSlice.selectors

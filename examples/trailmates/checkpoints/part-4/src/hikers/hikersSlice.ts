import { createSlice } from '@reduxjs/toolkit'
import type { Hiker } from '../api/types'

const initialState: Hiker[] = [
  { id: 'ines', name: 'Ines Duarte', homeArea: 'Sintra hills' },
  { id: 'kofi', name: 'Kofi Mensah', homeArea: 'Aberdare range' },
  { id: 'maren', name: 'Maren Holt', homeArea: 'Jotunheimen' },
  { id: 'ravi', name: 'Ravi Kulkarni', homeArea: 'Western Ghats' },
]

export const hikersSlice = createSlice({
  name: 'hikers',
  initialState,
  reducers: {},
  selectors: {
    selectHikers: (hikers) => hikers,
    selectHikerById: (hikers, hikerId: string | null) =>
      hikers.find((hiker) => hiker.id === hikerId),
  },
})

export const { selectHikers, selectHikerById } = hikersSlice.selectors

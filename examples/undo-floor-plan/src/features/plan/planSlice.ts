import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface Piece {
  id: string
  x: number
  y: number
}

const initialState = {
  pieces: [] as Piece[],
  selectedId: null as string | null,
}

export const planSlice = createSlice({
  name: 'plan',
  initialState,
  reducers: {
    pieceAdded(state, action: PayloadAction<Piece>) {
      state.pieces.push(action.payload)
    },
    pieceMoved(
      state,
      action: PayloadAction<{ id: string; x: number; y: number }>,
    ) {
      const piece = state.pieces.find((p) => p.id === action.payload.id)
      if (piece) Object.assign(piece, action.payload)
    },
    pieceSelected(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload
    },
  },
})

export const { pieceAdded, pieceMoved, pieceSelected } = planSlice.actions

import type { RootState } from '../../app/store'

export const selectPieces = (state: RootState) => state.plan.present.pieces
export const selectSelectedId = (state: RootState) =>
  state.plan.present.selectedId
export const selectCanUndo = (state: RootState) => state.plan.past.length > 0
export const selectCanRedo = (state: RootState) => state.plan.future.length > 0

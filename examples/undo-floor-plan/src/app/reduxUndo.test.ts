import { configureStore, type UnknownAction } from '@reduxjs/toolkit'
import undoable, { ActionCreators, excludeAction } from 'redux-undo'
import { describe, expect, it } from 'vitest'
import { pieceAdded, pieceMoved, pieceSelected, planSlice } from '../features/plan/planSlice'
import { selectCanRedo, selectCanUndo, selectPieces } from '../features/plan/selectors'
import { makeStore } from './store'
import { historyCleared, redone, undone } from './undoable'

/**
 * The guide's section "Using redux-undo": the same plan slice wrapped by redux-undo instead of
 * the hand-written enhancer, with the buttons' actions swapped for redux-undo's.
 */
function makeReduxUndoStore(options: { syncFilter?: boolean } = {}) {
  return configureStore({
    reducer: {
      plan: undoable(planSlice.reducer, {
        limit: 50,
        filter: excludeAction(pieceSelected.type),
        ...options,
      }),
    },
  })
}

const steps: Array<[string, UnknownAction, UnknownAction?]> = [
  ['add the sofa', pieceAdded({ id: 'sofa-1', x: 0, y: 0 })],
  ['add a lamp', pieceAdded({ id: 'lamp-1', x: 1, y: 0 })],
  ['select the sofa', pieceSelected('sofa-1')],
  ['another slice’s action', { type: 'viewport/resized' }],
  ['move the sofa', pieceMoved({ id: 'sofa-1', x: 4, y: 2 })],
  ['select the lamp', pieceSelected('lamp-1')],
  ['undo', undone(), ActionCreators.undo()],
  ['undo again', undone(), ActionCreators.undo()],
  ['redo', redone(), ActionCreators.redo()],
  ['move the lamp (clears redo)', pieceMoved({ id: 'lamp-1', x: 5, y: 3 })],
  ['redo with nothing to redo', redone(), ActionCreators.redo()],
  ['undo', undone(), ActionCreators.undo()],
  ['clear the history', historyCleared(), ActionCreators.clearHistory()],
  ['undo with nothing to undo', undone(), ActionCreators.undo()],
]

const timeline = (store: {
  getState(): { plan: { past: unknown[]; present: unknown; future: unknown[] } }
}) => {
  const { past, present, future } = store.getState().plan
  return { past, present, future }
}

describe('redux-undo, set up as the guide describes', () => {
  it('keeps the same three fields, so the guide’s selectors read it unchanged', () => {
    const store = makeReduxUndoStore({ syncFilter: true })
    const asRootState = () => ({ ...makeStore().getState(), plan: store.getState().plan })
    expect(selectCanUndo(asRootState())).toBe(false)
    store.dispatch(pieceAdded({ id: 'sofa-1', x: 0, y: 0 }))
    expect(selectPieces(asRootState())).toEqual([{ id: 'sofa-1', x: 0, y: 0 }])
    expect(selectCanUndo(asRootState())).toBe(true)
    store.dispatch(ActionCreators.undo())
    expect(selectCanUndo(asRootState())).toBe(false)
    expect(selectCanRedo(asRootState())).toBe(true)
  })

  it('with syncFilter: true, goes through the same past, present and future as the enhancer, step by step', () => {
    const ours = makeStore()
    const theirs = makeReduxUndoStore({ syncFilter: true })
    for (const [step, action, reduxUndoAction = action] of steps) {
      ours.dispatch(action)
      theirs.dispatch(reduxUndoAction)
      expect(timeline(theirs), step).toEqual(timeline(ours))
    }
  })

  it('without syncFilter, goes through the same states as long as nothing is selected', () => {
    const ours = makeStore()
    const theirs = makeReduxUndoStore()
    for (const [step, action, reduxUndoAction = action] of steps) {
      if (pieceSelected.match(action) || action.type === 'viewport/resized') continue
      ours.dispatch(action)
      theirs.dispatch(reduxUndoAction)
      expect(timeline(theirs), step).toEqual(timeline(ours))
    }
  })

  it('without syncFilter, records the last unfiltered state: undo and redo drop a later selection', () => {
    const store = makeReduxUndoStore()
    store.dispatch(pieceAdded({ id: 'sofa-1', x: 0, y: 0 }))
    store.dispatch(pieceAdded({ id: 'lamp-1', x: 1, y: 0 }))
    store.dispatch(pieceSelected('lamp-1'))
    // Selecting is still not a step…
    expect(store.getState().plan.past).toHaveLength(2)
    store.dispatch(ActionCreators.undo())
    store.dispatch(ActionCreators.redo())
    // …but the selection made after the last edit is gone after undo and redo.
    expect(store.getState().plan.present.selectedId).toBeNull()

    // And another slice's action after a selection adds a step that only undoes the selection.
    store.dispatch(pieceSelected('sofa-1'))
    store.dispatch({ type: 'viewport/resized' })
    expect(store.getState().plan.past).toHaveLength(3)
  })

  it('counts the present in its limit: limit 50 keeps 49 undo steps', () => {
    const store = makeReduxUndoStore({ syncFilter: true })
    store.dispatch(pieceAdded({ id: 'sofa-1', x: 0, y: 0 }))
    for (let x = 1; x <= 60; x++) store.dispatch(pieceMoved({ id: 'sofa-1', x, y: 0 }))
    expect(store.getState().plan.past).toHaveLength(49)
  })
})

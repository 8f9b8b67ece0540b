import { configureStore, type UnknownAction } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { planSlice } from '../features/plan/planSlice'
import { pieceAdded, pieceMoved, pieceSelected } from '../features/plan/planSlice'
import { makeStore } from './store'
import { historyCleared, redone, undone, undoable } from './undoable'

const sofaAt = (x: number, y: number) => ({ id: 'sofa-1', x, y })

/** A store with three recorded edits: the sofa added at (0, 0), moved to (3, 0), then to (3, 2). */
function storeWithThreeEdits() {
  const store = makeStore()
  store.dispatch(pieceAdded(sofaAt(0, 0)))
  store.dispatch(pieceMoved(sofaAt(3, 0)))
  store.dispatch(pieceMoved(sofaAt(3, 2)))
  return store
}

describe('the undoable plan', () => {
  it('starts with an empty history', () => {
    expect(makeStore().getState().plan).toEqual({
      past: [],
      present: { pieces: [], selectedId: null },
      future: [],
    })
  })

  it('records each edit as one undo step', () => {
    const { past, present, future } = storeWithThreeEdits().getState().plan
    expect(past.map(state => state.pieces)).toEqual([[], [sofaAt(0, 0)], [sofaAt(3, 0)]])
    expect(present.pieces).toEqual([sofaAt(3, 2)])
    expect(future).toEqual([])
  })

  it('undo restores the previous states, the very objects that were current', () => {
    const store = storeWithThreeEdits()
    const [initial, afterAdd, afterFirstMove] = store.getState().plan.past
    const latest = store.getState().plan.present

    store.dispatch(undone())
    expect(store.getState().plan.present).toBe(afterFirstMove)
    expect(store.getState().plan.future).toEqual([latest])
    store.dispatch(undone())
    expect(store.getState().plan.present).toBe(afterAdd)
    store.dispatch(undone())
    expect(store.getState().plan.present).toBe(initial)
    expect(store.getState().plan.past).toEqual([])
  })

  it('redo restores the undone states in order', () => {
    const store = storeWithThreeEdits()
    const latest = store.getState().plan.present
    store.dispatch(undone())
    store.dispatch(undone())

    store.dispatch(redone())
    expect(store.getState().plan.present.pieces).toEqual([sofaAt(3, 0)])
    store.dispatch(redone())
    expect(store.getState().plan.present).toBe(latest)
    expect(store.getState().plan.future).toEqual([])
  })

  it('ignores undo and redo when there is nothing to undo or redo', () => {
    const store = makeStore()
    const before = store.getState().plan
    store.dispatch(undone())
    store.dispatch(redone())
    expect(store.getState().plan).toBe(before)
  })

  it('clears the redo list on a new edit', () => {
    const store = storeWithThreeEdits()
    store.dispatch(undone())
    store.dispatch(undone())
    expect(store.getState().plan.future).toHaveLength(2)

    store.dispatch(pieceMoved(sofaAt(5, 3)))
    const { past, present, future } = store.getState().plan
    expect(future).toEqual([])
    expect(past.map(state => state.pieces)).toEqual([[], [sofaAt(0, 0)]])
    expect(present.pieces).toEqual([sofaAt(5, 3)])
    store.dispatch(redone())
    expect(store.getState().plan.present.pieces).toEqual([sofaAt(5, 3)])
  })

  it('keeps selection out of the history: the filter records no step for it', () => {
    const store = makeStore()
    store.dispatch(pieceAdded(sofaAt(0, 0)))
    store.dispatch(pieceSelected('sofa-1'))
    store.dispatch(pieceSelected(null))
    store.dispatch(pieceSelected('sofa-1'))

    const { past, present } = store.getState().plan
    expect(past).toHaveLength(1)
    expect(present.selectedId).toBe('sofa-1')
    // The next recorded edit carries the selection into the past…
    store.dispatch(pieceMoved(sofaAt(2, 2)))
    expect(store.getState().plan.past.at(-1)).toEqual({
      pieces: [sofaAt(0, 0)],
      selectedId: 'sofa-1',
    })
    // …so undoing the move keeps the piece selected.
    store.dispatch(undone())
    expect(store.getState().plan.present).toEqual({ pieces: [sofaAt(0, 0)], selectedId: 'sofa-1' })
  })

  it('returns the same history for an action that changes nothing in the plan', () => {
    const store = storeWithThreeEdits()
    const before = store.getState().plan
    store.dispatch({ type: 'viewport/resized' })
    store.dispatch(pieceMoved({ id: 'no-such-piece', x: 1, y: 1 }))
    expect(store.getState().plan).toBe(before)
  })

  it('keeps at most 50 undo steps, dropping the oldest', () => {
    const store = makeStore()
    store.dispatch(pieceAdded(sofaAt(0, 0)))
    for (let x = 1; x <= 60; x++) store.dispatch(pieceMoved(sofaAt(x, 0)))
    const { past } = store.getState().plan
    expect(past).toHaveLength(50)
    expect(past[0]!.pieces).toEqual([sofaAt(10, 0)])
  })

  it('clears the history but keeps the plan', () => {
    const store = storeWithThreeEdits()
    store.dispatch(undone())
    const present = store.getState().plan.present
    store.dispatch(historyCleared())
    expect(store.getState().plan).toEqual({ past: [], present, future: [] })
  })

  it('leaves the viewport alone when undoing', () => {
    const store = storeWithThreeEdits()
    const viewport = store.getState().viewport
    store.dispatch(undone())
    expect(store.getState().viewport).toBe(viewport)
  })
})

describe('a drag as one step (the guide’s "A drag is one step")', () => {
  // The moves after a drag's first carry a flag that the filter rejects
  const sameStep = (move: ReturnType<typeof pieceMoved>) => ({ ...move, meta: { sameStep: true } })
  const isStep = (action: UnknownAction) => (action.meta as { sameStep?: boolean } | undefined)?.sameStep !== true
  const makeDragStore = () => configureStore({ reducer: undoable(planSlice.reducer, { filter: isStep }) })

  it('records the first move as the step; the flagged moves change only the present', () => {
    const store = makeDragStore()
    store.dispatch(pieceAdded(sofaAt(0, 0)))
    store.dispatch(pieceMoved(sofaAt(1, 0)))
    for (const x of [2, 3, 4]) store.dispatch(sameStep(pieceMoved(sofaAt(x, 0))))
    expect(store.getState().past).toHaveLength(2)
    expect(store.getState().present.pieces).toEqual([sofaAt(4, 0)])
  })

  it('one undo returns to before the drag, and redo to where it ended', () => {
    const store = makeDragStore()
    store.dispatch(pieceAdded(sofaAt(0, 0)))
    const beforeDrag = store.getState().present
    store.dispatch(pieceMoved(sofaAt(1, 0)))
    for (const x of [2, 3, 4]) store.dispatch(sameStep(pieceMoved(sofaAt(x, 0))))
    store.dispatch(undone())
    expect(store.getState().present).toBe(beforeDrag)
    store.dispatch(redone())
    expect(store.getState().present.pieces).toEqual([sofaAt(4, 0)])
  })

  it('without the flag, every move of the drag is a step of its own', () => {
    const store = configureStore({ reducer: undoable(planSlice.reducer) })
    store.dispatch(pieceAdded(sofaAt(0, 0)))
    for (const x of [1, 2, 3, 4]) store.dispatch(pieceMoved(sofaAt(x, 0)))
    store.dispatch(undone())
    expect(store.getState().present.pieces).toEqual([sofaAt(3, 0)])
  })
})

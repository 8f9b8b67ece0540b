import {
  createAction,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit'
import type { History } from './history'

export const undone = createAction('history/undone')
export const redone = createAction('history/redone')
export const historyCleared = createAction('history/cleared')

export interface UndoableOptions {
  // false: change the present, record no step
  filter?: (action: UnknownAction) => boolean
  limit?: number // the most undo steps kept
}

export function undoable<S>(
  reducer: Reducer<S>,
  { filter = () => true, limit = 100 }: UndoableOptions = {},
): Reducer<History<S>> {
  return function undoableReducer(state, action) {
    if (state === undefined) {
      return { past: [], present: reducer(undefined, action), future: [] }
    }
    const { past, present, future } = state

    // Undo and redo move states between the lists; the wrapped reducer does not
    // run
    if (undone.match(action)) {
      if (past.length === 0) return state
      return {
        past: past.slice(0, -1),
        present: past[past.length - 1],
        future: [present, ...future],
      }
    }
    if (redone.match(action)) {
      if (future.length === 0) return state
      return {
        past: [...past, present],
        present: future[0],
        future: future.slice(1),
      }
    }
    if (historyCleared.match(action)) {
      return { past: [], present, future: [] }
    }

    const next = reducer(present, action)
    // the action did not concern this reducer
    if (next === present) return state
    if (!filter(action)) return { past, present: next, future }
    // A new step: the old present is history, and the redo list no longer
    // applies
    return { past: [...past, present].slice(-limit), present: next, future: [] }
  }
}

import type { UnknownAction } from '@reduxjs/toolkit'
import type { History } from '../../app/history'

const initialState: History<number> = { past: [], present: 100, future: [] }

export function zoomReducer(state = initialState, action: UnknownAction): History<number> {
  const { past, present, future } = state
  switch (action.type) {
    case 'zoom/zoomedIn':
      return { past: [...past, present], present: present + 25, future: [] }
    case 'zoom/undone':
      if (past.length === 0) return state
      return { past: past.slice(0, -1), present: past[past.length - 1], future: [present, ...future] }
    default:
      return state
  }
}

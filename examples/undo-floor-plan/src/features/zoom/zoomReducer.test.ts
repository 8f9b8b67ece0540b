import { describe, expect, it } from 'vitest'
import { zoomReducer } from './zoomReducer'

// The guide's first attempt: history written into one reducer. It works, for this reducer only.
describe('zoomReducer', () => {
  it('records each zoom step and undoes the last one', () => {
    let state = zoomReducer(undefined, { type: '@@init' })
    state = zoomReducer(state, { type: 'zoom/zoomedIn' })
    state = zoomReducer(state, { type: 'zoom/zoomedIn' })
    expect(state).toEqual({ past: [100, 125], present: 150, future: [] })

    state = zoomReducer(state, { type: 'zoom/undone' })
    expect(state).toEqual({ past: [100], present: 125, future: [150] })
  })

  it('ignores undo with nothing to undo', () => {
    const initial = zoomReducer(undefined, { type: '@@init' })
    expect(zoomReducer(initial, { type: 'zoom/undone' })).toBe(initial)
  })
})

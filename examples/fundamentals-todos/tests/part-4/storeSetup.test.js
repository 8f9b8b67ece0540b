// Part 4 only: the app's store module and the console demo in the entry file.
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.resetModules()
})

const savedState = {
  todos: [{ id: 1, text: 'Saved last time', completed: true }],
  filters: { status: 'completed', colors: ['blue'] },
}

describe('the part 4 store module', () => {
  it('starts from the state saved in localStorage', async () => {
    vi.stubGlobal('localStorage', { getItem: () => JSON.stringify(savedState) })
    const { default: store } = await import('@app/store')
    expect(store.getState()).toEqual(savedState)
  })

  it('starts empty when nothing (or garbage) was saved', async () => {
    vi.stubGlobal('localStorage', { getItem: () => '{not json' })
    const { default: store } = await import('@app/store')
    expect(store.getState()).toEqual({ todos: [], filters: { status: 'all', colors: [] } })
  })

  it('the entry file logs each state change until it unsubscribes', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await import('@app/index')
    const messages = log.mock.calls.map(([message]) => message)
    expect(messages).toEqual([
      'Initial state:',
      'State after dispatch:',
      'State after dispatch:',
      'State after dispatch:',
    ])
    const lastLogged = log.mock.calls.at(-1)[1]
    expect(lastLogged.todos).toEqual([
      { id: 1, text: 'Fix the bike', completed: false },
      { id: 2, text: 'Call Sam', completed: false },
    ])
    expect(lastLogged.filters.status).toBe('active')
    // The dispatch after unsubscribe() still changed the state; it just was not logged.
    const { default: store } = await import('@app/store')
    expect(store.getState().todos[0].completed).toBe(true)
  })
})

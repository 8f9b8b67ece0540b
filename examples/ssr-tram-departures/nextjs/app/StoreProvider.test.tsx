// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useAppStore, type AppStore, type Departure, type RootState } from '../lib/store'
import { StoreProvider } from './StoreProvider'
import { DepartureBoard } from './stops/[id]/DepartureBoard'

// Tell React that this test drives updates through act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const departure = (id: string, line: string, destination: string): Departure => ({
  id,
  time: '08:00',
  line,
  destination,
})
const board = (stopId: string, departures: Departure[]): Partial<RootState> => ({
  board: { stopId, departures, hiddenLines: [] },
})

/** Renders nothing; hands the store it finds to `seen`. */
function StoreProbe({ seen }: { seen: AppStore[] }) {
  seen.push(useAppStore())
  return null
}

describe('StoreProvider (the Next.js section)', () => {
  it('renders every server request from its own data', () => {
    const first = renderToString(
      <StoreProvider preloadedState={board('harbour', [departure('a', '2', 'University')])}>
        <DepartureBoard />
      </StoreProvider>,
    )
    const second = renderToString(
      <StoreProvider preloadedState={board('museum', [departure('b', '7', 'Stadium')])}>
        <DepartureBoard />
      </StoreProvider>,
    )

    expect(first).toContain('University')
    expect(first).not.toContain('Stadium')
    expect(second).toContain('Stadium')
    expect(second).not.toContain('University')
  })

  describe('in the browser', () => {
    const container = document.createElement('div')
    const root = createRoot(container)
    afterEach(() => act(() => root.render(null)))

    it('keeps one store across re-renders, and makes a new one when the key changes', () => {
      const seen: AppStore[] = []
      const render = (stopId: string) =>
        act(() =>
          root.render(
            <StoreProvider key={stopId} preloadedState={board(stopId, [])}>
              <StoreProbe seen={seen} />
            </StoreProvider>,
          ),
        )

      render('harbour')
      render('harbour')
      expect(seen).toHaveLength(2)
      expect(seen[1]).toBe(seen[0])

      render('museum')
      expect(seen[2]).not.toBe(seen[0])
      expect(seen[2]!.getState().board.stopId).toBe('museum')
    })

    it('lets a Client Component update the store', () => {
      act(() =>
        root.render(
          <StoreProvider
            preloadedState={board('harbour', [departure('a', '2', 'University'), departure('b', '5', 'Airport')])}
          >
            <DepartureBoard />
          </StoreProvider>,
        ),
      )
      const lineFive = [...container.querySelectorAll('button')].find(button => button.textContent === 'Line 5')!

      act(() => lineFive.click())

      expect(lineFive.getAttribute('aria-pressed')).toBe('false')
      expect([...container.querySelectorAll('li')].map(item => item.textContent)).toEqual([
        '08:00 line 2 to University',
      ])
    })
  })
})

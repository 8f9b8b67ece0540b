import { describe, expect, it } from 'vitest'
import type { Timetable } from '../timetable'
import { renderPage } from './renderPage'
import { serverTimetable } from './serverTimetable'

function embeddedState(html: string) {
  const json = /<script type="application\/json" id="preloaded-state">(.*?)<\/script>/s.exec(html)?.[1]
  return JSON.parse(json ?? 'null')
}

describe('renderPage', () => {
  it('waits for the departures, then renders them and embeds them', async () => {
    const html = await renderPage(new URL('http://localhost/?stop=museum'), serverTimetable)

    expect(html).toContain('<time>17:40</time> line <!-- -->7<!-- --> to <!-- -->Stadium')
    const state = embeddedState(html)
    expect(state.board).toEqual({ stopId: 'museum', clock: '24h' })
    expect(state.timetableApi.queries['getDepartures("museum")'].status).toBe('fulfilled')
  })

  it('gives every request its own store, even when they overlap', async () => {
    const slowTimetable: Timetable = {
      async departures(stopId) {
        await new Promise(resolve => setTimeout(resolve, stopId === 'harbour' ? 60 : 10))
        return serverTimetable.departures(stopId)
      },
    }
    const [harbour, university] = await Promise.all([
      renderPage(new URL('http://localhost/?stop=harbour'), slowTimetable),
      renderPage(new URL('http://localhost/?stop=university'), slowTimetable),
    ])

    expect(embeddedState(harbour).board.stopId).toBe('harbour')
    expect(embeddedState(university).board.stopId).toBe('university')
    expect(harbour).toContain('Airport')
    expect(harbour).not.toContain('Depot')
    expect(university).toContain('Depot')
    expect(university).not.toContain('Airport')
  })

  it('renders an unknown stop without loading anything', async () => {
    const html = await renderPage(new URL('http://localhost/?stop=moon'), serverTimetable)

    expect(html).toContain('There is no stop called “<!-- -->moon<!-- -->”.')
    expect(embeddedState(html).timetableApi.queries).toEqual({})
  })
})

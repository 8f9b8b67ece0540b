import type { Departure, Timetable } from '../timetable'

/** The browser's data source: the server's JSON API. */
export const httpTimetable: Timetable = {
  async departures(stopId) {
    const response = await fetch(`/api/departures?stop=${encodeURIComponent(stopId)}`)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return (await response.json()) as Departure[]
  },
}

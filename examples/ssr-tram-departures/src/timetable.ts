export interface Departure {
  id: string
  /** Scheduled time, 24-hour HH:MM. */
  time: string
  line: string
  destination: string
}

export const stops = [
  { id: 'harbour', name: 'Harbour Street' },
  { id: 'museum', name: 'Museum Quarter' },
  { id: 'university', name: 'University' },
] as const

export type StopId = (typeof stops)[number]['id']

export function isStopId(value: string): value is StopId {
  return stops.some(stop => stop.id === value)
}

/** Where departures come from: the database on the server, the HTTP API in the browser. */
export interface Timetable {
  departures(stopId: StopId): Promise<Departure[]>
}

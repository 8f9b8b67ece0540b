import type { Departure, StopId, Timetable } from '../timetable'

// The server's data source. A real app would query its database here.
const departuresByStop: Record<StopId, Departure[]> = {
  harbour: [
    { id: 'h1', time: '08:04', line: '2', destination: 'University' },
    { id: 'h2', time: '08:11', line: '5', destination: 'Airport' },
    { id: 'h3', time: '13:26', line: '2', destination: 'Museum Quarter' },
  ],
  museum: [
    { id: 'm1', time: '09:15', line: '2', destination: 'Harbour Street' },
    { id: 'm2', time: '17:40', line: '7', destination: 'Stadium' },
  ],
  university: [
    { id: 'u1', time: '07:58', line: '2', destination: 'Harbour Street' },
    { id: 'u2', time: '22:05', line: '9', destination: 'Depot' },
  ],
}

export const serverTimetable: Timetable = {
  async departures(stopId) {
    // Stand-in for the time a database takes to answer.
    await new Promise(resolve => setTimeout(resolve, 20))
    return departuresByStop[stopId]
  },
}

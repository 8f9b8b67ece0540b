import { skipToken } from '@reduxjs/toolkit/query/react'
import { clockChosen, selectClock, selectStopId, stopChosen, type Clock } from './app/boardSlice'
import { useAppDispatch, useAppSelector } from './app/hooks'
import { useGetDeparturesQuery } from './app/timetableApi'
import { isStopId, stops } from './timetable'

function formatTime(time: string, clock: Clock): string {
  if (clock === '24h') return time
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`
}

export function App() {
  const stopId = useAppSelector(selectStopId)
  const clock = useAppSelector(selectClock)
  const dispatch = useAppDispatch()
  const knownStop = isStopId(stopId) ? stopId : undefined
  const { data: departures, isError } = useGetDeparturesQuery(knownStop ?? skipToken)

  return (
    <main>
      <h1>Tram departures</h1>
      <label>
        Stop{' '}
        <select value={knownStop ?? ''} onChange={event => dispatch(stopChosen(event.target.value))}>
          {!knownStop && <option value="">Choose a stop</option>}
          {stops.map(stop => (
            <option key={stop.id} value={stop.id}>
              {stop.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={() => dispatch(clockChosen(clock === '24h' ? '12h' : '24h'))}>
        {clock === '24h' ? 'Use a 12-hour clock' : 'Use a 24-hour clock'}
      </button>
      {!knownStop && <p role="alert">There is no stop called “{stopId}”.</p>}
      {isError && <p role="alert">The departures could not be loaded.</p>}
      {departures && (
        <ol aria-label="Departures">
          {departures.map(departure => (
            <li key={departure.id}>
              <time>{formatTime(departure.time, clock)}</time> line {departure.line} to {departure.destination}
            </li>
          ))}
        </ol>
      )}
    </main>
  )
}

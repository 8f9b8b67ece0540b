'use client'
import { lineToggled, useAppDispatch, useAppSelector } from '../../../lib/store'

export function DepartureBoard() {
  const { stopId, departures, hiddenLines } = useAppSelector(
    (state) => state.board,
  )
  const dispatch = useAppDispatch()
  const lines = [...new Set(departures.map((departure) => departure.line))]

  return (
    <section>
      <h1>Departures from {stopId}</h1>
      {lines.map((line) => (
        <button
          key={line}
          type="button"
          aria-pressed={!hiddenLines.includes(line)}
          onClick={() => dispatch(lineToggled(line))}
        >
          Line {line}
        </button>
      ))}
      <ol>
        {departures
          .filter((departure) => !hiddenLines.includes(departure.line))
          .map((departure) => (
            <li key={departure.id}>
              {departure.time} line {departure.line} to {departure.destination}
            </li>
          ))}
      </ol>
    </section>
  )
}

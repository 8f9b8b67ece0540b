import type { Departure } from '../../../lib/store'
import { StoreProvider } from '../../StoreProvider'
import { DepartureBoard } from './DepartureBoard'

// A Server Component: it loads data, but never touches a store.
export default async function StopPage({
  params,
}: {
  params: Promise<{ id: string }>
}) {
  const { id } = await params
  const response = await fetch(
    `https://timetable.example/api/stops/${encodeURIComponent(id)}/departures`,
  )
  const departures = (await response.json()) as Departure[]

  // A key per stop: moving to another stop makes a new store instead of keeping
  // the old one.
  return (
    <StoreProvider
      key={id}
      preloadedState={{ board: { stopId: id, departures, hiddenLines: [] } }}
    >
      <DepartureBoard />
    </StoreProvider>
  )
}

import { BookingCheckIn } from './features/visitors/BookingCheckIn'
import { DoorCounter } from './features/visitors/DoorCounter'

// Neither panel gets props: both read the same store, so a check-in in one
// shows up at once in the other's count.
export function App() {
  return (
    <>
      <header className="masthead">
        <h1>Door counter</h1>
        <p>Who is in the gallery right now, and how many more may come in.</p>
      </header>
      <main className="panels">
        <DoorCounter />
        <BookingCheckIn />
      </main>
    </>
  )
}

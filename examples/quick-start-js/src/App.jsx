import { DoorCounter } from './features/visitors/DoorCounter'

export default function App() {
  return (
    <main>
      <h1>Door counter</h1>
      <DoorCounter />
    </main>
  )
}

import { FloorPlan } from './features/plan/FloorPlan'
import { HistoryButtons } from './features/plan/HistoryButtons'

export function App() {
  return (
    <main className="editor">
      <h1>Floor plan</h1>
      <HistoryButtons />
      <FloorPlan />
    </main>
  )
}

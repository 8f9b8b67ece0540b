export function ReportsPage() {
  return (
    <>
      <h1>Trip reports</h1>
      <p className="muted">No one has written a trip report yet.</p>
    </>
  )
}

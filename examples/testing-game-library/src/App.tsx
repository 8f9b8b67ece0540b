import { Catalog } from './features/catalog/Catalog'
import { LoanList } from './features/loans/LoanList'

/** Today's date as YYYY-MM-DD, in the reader's time zone. */
function localToday(): string {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

export function App({ today = localToday() }: { today?: string }) {
  return (
    <main>
      <h1>Board game library</h1>
      <Catalog />
      <LoanList today={today} />
    </main>
  )
}

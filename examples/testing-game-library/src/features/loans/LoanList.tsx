import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { gameReturned, selectLoans, selectOverdueLoans } from './loansSlice'

/** The member's loans, overdue ones flagged, each with a button to return the game. */
export function LoanList({ today }: { today: string }) {
  const loans = useAppSelector(selectLoans)
  const overdue = useAppSelector(state => selectOverdueLoans(state, today))
  const dispatch = useAppDispatch()

  if (loans.length === 0) return <p>You have no games at home.</p>

  return (
    <section aria-labelledby="loans-heading">
      <h2 id="loans-heading">Your loans</h2>
      {overdue.length > 0 && <p role="status">{overdue.length} overdue</p>}
      <ul>
        {loans.map(loan => (
          <li key={loan.id}>
            {loan.title}, due {loan.dueDate}
            {overdue.includes(loan) && <strong> (overdue)</strong>}{' '}
            <button type="button" onClick={() => dispatch(gameReturned(loan.id))}>
              Return {loan.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

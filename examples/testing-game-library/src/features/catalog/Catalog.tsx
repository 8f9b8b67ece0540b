import { useGetGamesQuery } from '../../api/catalogApi'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { borrowGame, selectLoanError, selectLoans, selectPendingGameId } from '../loans/loansSlice'

/** The games on the shelf, each with a button to borrow it or the day it is due back. */
export function Catalog() {
  const { data: games, isLoading, isError } = useGetGamesQuery()
  const loans = useAppSelector(selectLoans)
  const pendingGameId = useAppSelector(selectPendingGameId)
  const loanError = useAppSelector(selectLoanError)
  const dispatch = useAppDispatch()

  if (isLoading) return <p>Loading the shelf…</p>
  if (isError || !games) return <p role="alert">The catalogue could not be loaded.</p>

  return (
    <section aria-labelledby="catalog-heading">
      <h2 id="catalog-heading">On the shelf</h2>
      {loanError && <p role="alert">{loanError}</p>}
      <ul>
        {games.map(game => {
          const loan = loans.find(item => item.gameId === game.id)
          return (
            <li key={game.id}>
              {game.title} ({game.players} players, {game.copiesLeft} left){' '}
              {loan ? (
                <span>Due back {loan.dueDate}</span>
              ) : (
                <button
                  type="button"
                  disabled={pendingGameId !== null}
                  onClick={() => dispatch(borrowGame(game.id))}
                >
                  Borrow {game.title}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

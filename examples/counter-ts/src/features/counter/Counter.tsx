import { useId, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import styles from './Counter.module.css'
import {
  decrement,
  increment,
  incrementAsync,
  incrementByAmount,
  incrementIfOdd,
  selectCount,
  selectStatus,
} from './counterSlice'

const statusMessages = {
  idle: '',
  loading: 'Waiting for the server…',
  failed: 'The last async request failed. Try again.',
} as const

export function Counter() {
  const dispatch = useAppDispatch()
  const count = useAppSelector(selectCount)
  const status = useAppSelector(selectStatus)

  // The text being typed is local component state: nothing else in the app
  // needs it, so it stays out of the Redux store.
  const [amountText, setAmountText] = useState('2')
  const amountId = useId()
  const hintId = useId()

  const amount = Number(amountText)
  const amountIsValid = amountText.trim() !== '' && Number.isInteger(amount)

  return (
    <section className={styles.counter} aria-label="Counter">
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          aria-label="Decrement value"
          onClick={() => dispatch(decrement())}
        >
          −
        </button>
        <output className={styles.value} aria-label="Count" aria-live="polite">
          {count}
        </output>
        <button
          type="button"
          className={styles.button}
          aria-label="Increment value"
          onClick={() => dispatch(increment())}
        >
          +
        </button>
      </div>

      <div className={styles.row}>
        <label htmlFor={amountId} className={styles.label}>
          Amount
        </label>
        <input
          id={amountId}
          className={styles.textbox}
          inputMode="numeric"
          value={amountText}
          aria-invalid={!amountIsValid}
          aria-describedby={hintId}
          onChange={(event) => setAmountText(event.target.value)}
        />
        <button
          type="button"
          className={styles.button}
          disabled={!amountIsValid}
          onClick={() => dispatch(incrementByAmount(amount))}
        >
          Add Amount
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={!amountIsValid || status === 'loading'}
          onClick={() => dispatch(incrementAsync(amount))}
        >
          Add Async
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={!amountIsValid}
          onClick={() => dispatch(incrementIfOdd(amount))}
        >
          Add If Odd
        </button>
      </div>

      <p id={hintId} className={styles.hint}>
        {amountIsValid ? 'Whole numbers only; negative numbers subtract.' : 'Enter a whole number.'}
      </p>
      <p role="status" className={styles.status}>
        {statusMessages[status]}
      </p>
    </section>
  )
}

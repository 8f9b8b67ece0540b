import { useState, type SubmitEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import styles from './visitors.module.css'
import {
  admitGroup,
  selectInside,
  selectPlacesLeft,
  visitorArrived,
  visitorLeft,
} from './visitorsSlice'

export function DoorCounter() {
  const dispatch = useAppDispatch()
  const inside = useAppSelector(selectInside)
  const placesLeft = useAppSelector(selectPlacesLeft)

  // The size being typed and the group last turned away matter to this
  // component only, so they are component state, not Redux state.
  const [sizeText, setSizeText] = useState('4')
  const [turnedAway, setTurnedAway] = useState<number | null>(null)
  const size = Number(sizeText)
  const sizeIsValid = Number.isInteger(size) && size > 0

  function letGroupIn(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const admitted = dispatch(admitGroup(size))
    setTurnedAway(admitted ? null : size)
  }

  return (
    <section className={styles.panel} aria-labelledby="door-heading">
      <h2 id="door-heading">At the door</h2>
      <p className={styles.tally}>
        <output className={styles.count} aria-label="Visitors inside">
          {inside}
        </output>
        inside · {placesLeft} places left
      </p>
      <div className={styles.buttons}>
        <button type="button" onClick={() => dispatch(visitorLeft())}>
          One left
        </button>
        <button type="button" onClick={() => dispatch(visitorArrived())}>
          One came in
        </button>
      </div>
      <form className={styles.form} onSubmit={letGroupIn}>
        <label>
          Group of
          <input
            type="number"
            min="1"
            value={sizeText}
            onChange={(event) => setSizeText(event.target.value)}
          />
        </label>
        <button type="submit" disabled={!sizeIsValid}>
          Let the group in
        </button>
      </form>
      <p role="status" className={styles.message}>
        {turnedAway !== null && `No room for a group of ${turnedAway}.`}
      </p>
    </section>
  )
}

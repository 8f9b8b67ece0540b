import { useState, type SubmitEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { bookingCodes } from './bookingsApi'
import styles from './visitors.module.css'
import { checkInBooking, selectCheckIn, type CheckIn } from './visitorsSlice'

function checkInMessage(checkIn: CheckIn): string {
  switch (checkIn.status) {
    case 'idle':
      return ''
    case 'pending':
      return `Looking up ${checkIn.code}…`
    case 'succeeded': {
      const { name, partySize } = checkIn.booking
      return `${name}, party of ${partySize}: welcome in.`
    }
    case 'failed':
      return checkIn.error
  }
}

export function BookingCheckIn() {
  const dispatch = useAppDispatch()
  const checkIn = useAppSelector(selectCheckIn)
  const [code, setCode] = useState('')

  function checkInCode(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    dispatch(checkInBooking(code.trim()))
    setCode('')
  }

  return (
    <section className={styles.panel} aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">Bookings</h2>
      <form className={styles.form} onSubmit={checkInCode}>
        <label>
          Booking code
          <input
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
        <button
          type="submit"
          disabled={code.trim() === '' || checkIn.status === 'pending'}
        >
          Check in
        </button>
      </form>
      <p className={styles.hint}>Today: {bookingCodes.join(', ')}</p>
      <p role="status" className={styles.message} data-status={checkIn.status}>
        {checkInMessage(checkIn)}
      </p>
    </section>
  )
}

import { useDispatch, useSelector } from 'react-redux'
import {
  groupArrived,
  selectInside,
  visitorArrived,
  visitorLeft,
} from './visitorsSlice'

export function DoorCounter() {
  const inside = useSelector(selectInside)
  const dispatch = useDispatch()

  return (
    <section>
      <p>
        <output aria-label="Visitors inside">{inside}</output> inside
      </p>
      <button type="button" onClick={() => dispatch(visitorLeft())}>
        One left
      </button>
      <button type="button" onClick={() => dispatch(visitorArrived())}>
        One came in
      </button>
      <button type="button" onClick={() => dispatch(groupArrived(5))}>
        A group of 5 came in
      </button>
    </section>
  )
}

import { useDispatch, useSelector } from 'react-redux'
import { decrement, increment, incrementByAmount, selectCount } from './counterSlice'

export function Counter() {
  const count = useSelector(selectCount)
  const dispatch = useDispatch()

  return (
    <div>
      <button type="button" aria-label="Decrement value" onClick={() => dispatch(decrement())}>
        −
      </button>
      <output aria-label="Count">{count}</output>
      <button type="button" aria-label="Increment value" onClick={() => dispatch(increment())}>
        +
      </button>
      <button type="button" onClick={() => dispatch(incrementByAmount(5))}>
        Add 5
      </button>
    </div>
  )
}

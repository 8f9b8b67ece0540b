import { useDispatch, useSelector } from 'react-redux'

import {
  StatusFilters,
  availableColors,
  capitalize,
  colorFilterChanged,
  selectColorFilters,
  selectStatusFilter,
  statusFilterChanged,
} from '../filters/filtersSlice'
import {
  allTodosCompleted,
  completedTodosCleared,
  selectRemainingCount,
} from '../todos/todosSlice'

function RemainingTodos({ count }) {
  const noun = count === 1 ? 'item' : 'items'
  return (
    <p className="todo-count" aria-live="polite">
      {`${count} ${noun} left`}
    </p>
  )
}

function StatusFilter({ value, onChange }) {
  return (
    <fieldset className="filters status-filters">
      <legend>Filter by status</legend>
      {Object.entries(StatusFilters).map(([label, status]) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          className={value === status ? 'selected' : undefined}
          onClick={() => onChange(status)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  )
}

function ColorFilters({ value, onChange }) {
  return (
    <fieldset className="filters color-filters">
      <legend>Filter by color</legend>
      {availableColors.map((color) => {
        const checked = value.includes(color)
        return (
          <label key={color} className="color-filter">
            <input
              type="checkbox"
              checked={checked}
              onChange={() => onChange(color, checked ? 'removed' : 'added')}
            />
            <span
              className="color-swatch"
              data-color={color}
              aria-hidden="true"
            />
            {capitalize(color)}
          </label>
        )
      })}
    </fieldset>
  )
}

export default function Footer() {
  const remainingCount = useSelector(selectRemainingCount)
  const status = useSelector(selectStatusFilter)
  const colors = useSelector(selectColorFilters)
  const dispatch = useDispatch()

  return (
    <footer className="footer">
      <div className="actions">
        <h2 className="visually-hidden">Actions</h2>
        <button type="button" onClick={() => dispatch(allTodosCompleted())}>
          Mark all completed
        </button>
        <button type="button" onClick={() => dispatch(completedTodosCleared())}>
          Clear completed
        </button>
      </div>
      <RemainingTodos count={remainingCount} />
      <StatusFilter
        value={status}
        onChange={(newStatus) => dispatch(statusFilterChanged(newStatus))}
      />
      <ColorFilters
        value={colors}
        onChange={(color, changeType) =>
          dispatch(colorFilterChanged(color, changeType))
        }
      />
    </footer>
  )
}

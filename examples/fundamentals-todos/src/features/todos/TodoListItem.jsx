import { useDispatch, useSelector } from 'react-redux'

import { availableColors, capitalize } from '../filters/filtersSlice'
import {
  selectTodoById,
  todoColorSelected,
  todoDeleted,
  todoToggled,
} from './todosSlice'

export default function TodoListItem({ id }) {
  const todo = useSelector((state) => selectTodoById(state, id))
  const dispatch = useDispatch()
  // A safety net: the list drops a deleted todo's row before it renders again,
  // but the row should never crash on an id that is gone.
  if (!todo) return null
  const { text, completed, color = '' } = todo

  const onToggle = () => dispatch(todoToggled(id))
  const onColorChange = (event) =>
    dispatch(todoColorSelected(id, event.target.value))
  const onDelete = () => dispatch(todoDeleted(id))

  return (
    <li className={completed ? 'todo completed' : 'todo'}>
      <label className="todo-text">
        <input type="checkbox" checked={completed} onChange={onToggle} />
        <span>{text}</span>
      </label>
      <select
        className="color-picker"
        aria-label={`Color of “${text}”`}
        value={color}
        data-color={color || undefined}
        onChange={onColorChange}
      >
        <option value="">No color</option>
        {availableColors.map((colorName) => (
          <option key={colorName} value={colorName}>
            {capitalize(colorName)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="destroy"
        aria-label={`Delete “${text}”`}
        onClick={onDelete}
      >
        ×
      </button>
    </li>
  )
}

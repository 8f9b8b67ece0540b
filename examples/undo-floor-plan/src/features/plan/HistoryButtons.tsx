import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { historyCleared, redone, undone } from '../../app/undoable'
import { selectCanRedo, selectCanUndo } from './selectors'

export function HistoryButtons() {
  const dispatch = useAppDispatch()
  const canUndo = useAppSelector(selectCanUndo)
  const canRedo = useAppSelector(selectCanRedo)

  return (
    <div role="toolbar" aria-label="History">
      <button disabled={!canUndo} onClick={() => dispatch(undone())}>
        Undo
      </button>
      <button disabled={!canRedo} onClick={() => dispatch(redone())}>
        Redo
      </button>
      <button
        disabled={!canUndo && !canRedo}
        onClick={() => dispatch(historyCleared())}
      >
        Clear history
      </button>
    </div>
  )
}

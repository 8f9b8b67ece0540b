import type { ReactElement } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { COLUMNS, KINDS, ROWS, firstFreeSquare, kindOf, nextId, pieceName } from './layout'
import { pieceAdded, pieceMoved, pieceSelected } from './planSlice'
import { selectPieces, selectSelectedId } from './selectors'

/**
 * The editor: buttons that add furniture, and the plan itself. Click a piece to select it
 * (not an undo step), then an empty square to move it there (an undo step).
 */
export function FloorPlan() {
  const dispatch = useAppDispatch()
  const pieces = useAppSelector(selectPieces)
  const selectedId = useAppSelector(selectSelectedId)
  const free = firstFreeSquare(pieces)

  const squares: ReactElement[] = []
  for (let y = 0; y < ROWS; y++) {
    for (let x = 0; x < COLUMNS; x++) {
      const piece = pieces.find(p => p.x === x && p.y === y)
      squares.push(
        piece ? (
          <button
            key={`${x},${y}`}
            className="square"
            aria-label={`${pieceName(piece.id)}, column ${x + 1}, row ${y + 1}`}
            aria-pressed={piece.id === selectedId}
            onClick={() => dispatch(pieceSelected(piece.id === selectedId ? null : piece.id))}
          >
            <span className={`piece ${kindOf(piece.id)}`}>{pieceName(piece.id)}</span>
          </button>
        ) : (
          <button
            key={`${x},${y}`}
            className="square"
            aria-label={`Empty, column ${x + 1}, row ${y + 1}`}
            disabled={selectedId === null}
            onClick={() => selectedId !== null && dispatch(pieceMoved({ id: selectedId, x, y }))}
          />
        ),
      )
    }
  }

  return (
    <section className="floor-plan" aria-label="Floor plan">
      <div className="palette">
        {KINDS.map(kind => (
          <button
            key={kind}
            disabled={free === undefined}
            onClick={() => free && dispatch(pieceAdded({ id: nextId(pieces, kind), ...free }))}
          >
            Add {kind}
          </button>
        ))}
      </div>
      <div
        className="grid"
        role="group"
        style={{ gridTemplateColumns: `repeat(${COLUMNS}, 54px)` }}
        aria-label={`Plan, ${COLUMNS} by ${ROWS} squares`}
      >
        {squares}
      </div>
      <p role="status">
        {selectedId === null
          ? 'Click a piece to select it.'
          : `${pieceName(selectedId)} is selected: click an empty square to move it.`}
      </p>
    </section>
  )
}

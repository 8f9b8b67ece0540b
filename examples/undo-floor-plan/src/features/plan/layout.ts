import type { Piece } from './planSlice'

/** The plan is a grid of squares; a piece's x and y are its column and row, counted from 0. */
export const COLUMNS = 6
export const ROWS = 4

export const KINDS = ['sofa', 'desk', 'lamp'] as const
export type Kind = (typeof KINDS)[number]

/** A piece's id is its kind and a number: 'sofa-2' is shown as "Sofa 2". */
export function pieceName(id: string): string {
  const [kind = '', number = ''] = id.split('-')
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${number}`
}

export function kindOf(id: string): string {
  return id.split('-')[0] ?? ''
}

/** The next free id for a kind: one more than the highest number in use. */
export function nextId(pieces: Piece[], kind: Kind): string {
  const numbers = pieces
    .filter(piece => kindOf(piece.id) === kind)
    .map(piece => Number(piece.id.split('-')[1]))
  return `${kind}-${Math.max(0, ...numbers) + 1}`
}

/** The first empty square, row by row, or undefined when the plan is full. */
export function firstFreeSquare(pieces: Piece[]): { x: number; y: number } | undefined {
  for (let y = 0; y < ROWS; y++) {
    for (let x = 0; x < COLUMNS; x++) {
      if (!pieces.some(piece => piece.x === x && piece.y === y)) return { x, y }
    }
  }
  return undefined
}

import type { CheerKind } from '../api/types'
import { useAppDispatch } from '../store/hooks'
import { cheerReport, type Report } from './reportsSlice'

const cheerButtons: ReadonlyArray<{
  kind: CheerKind
  emoji: string
  label: string
}> = [
  { kind: 'summit', emoji: '⛰️', label: 'Summit' },
  { kind: 'boots', emoji: '🥾', label: 'Boots' },
  { kind: 'sunrise', emoji: '🌄', label: 'Sunrise' },
  { kind: 'campfire', emoji: '🔥', label: 'Campfire' },
  { kind: 'wildflower', emoji: '🌼', label: 'Wildflower' },
]

export function CheerBar({ report }: { report: Report }) {
  const dispatch = useAppDispatch()

  return (
    <div className="cheer-bar" role="group" aria-label="Cheers">
      {cheerButtons.map(({ kind, emoji, label }) => (
        <button
          key={kind}
          type="button"
          className="cheer-button"
          aria-label={`${label} cheers: ${report.cheers[kind]}`}
          title={`Give a ${label.toLowerCase()} cheer`}
          onClick={() => dispatch(cheerReport(report.id, kind))}
        >
          <span aria-hidden="true">{emoji}</span> {report.cheers[kind]}
        </button>
      ))}
    </div>
  )
}

export function Spinner({ text = 'Loading…' }: { text?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner-circle" aria-hidden="true" />
      <span>{text}</span>
    </div>
  )
}

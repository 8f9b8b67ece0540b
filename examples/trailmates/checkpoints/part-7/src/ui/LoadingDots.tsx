/**
 * A line of text with three pulsing dots, announced politely to screen readers.
 */
export function LoadingDots({ label }: { label: string }) {
  return (
    <p className="loading-dots" role="status">
      {label}
      <span aria-hidden="true">.</span>
      <span aria-hidden="true">.</span>
      <span aria-hidden="true">.</span>
    </p>
  )
}

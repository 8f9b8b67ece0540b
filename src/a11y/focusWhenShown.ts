/**
 * Moves focus to an element that is being shown. Menus here fade or slide in with a transition
 * of `visibility`, and on the transition's first frame the element is still hidden and refuses
 * focus, so this retries for a few frames. Returns a function that cancels the attempt.
 */
export function focusWhenShown(target: () => HTMLElement | null | undefined, frames = 20): () => void {
  let handle = 0;
  let left = frames;
  const attempt = () => {
    const element = target();
    element?.focus();
    if (element && document.activeElement !== element && --left > 0) handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}

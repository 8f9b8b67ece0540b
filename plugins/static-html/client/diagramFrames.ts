/*
 * A diagram frame (plugins/static-html) scrolls sideways when its drawing is wider than the
 * column (on phones, so that its text stays readable). Nothing in a scroll box shows that it
 * scrolls, and CSS cannot ask whether a box overflows (the scroll-state container queries that
 * can are Chromium's alone), so this marks each frame with where it stands:
 * `data-scroll="start" | "middle" | "end"` while it scrolls, nothing while it fits. The CSS
 * (src/css/custom.css) fades the edge that hides more drawing and shows a "scroll" hint. A frame
 * that fits is no Tab stop; one that scrolls is, so that a keyboard can scroll it.
 */

const frameSelector = '.diagram-frame';
const observed = new WeakSet<Element>();
let resizeObserver: ResizeObserver | undefined;

type Position = 'start' | 'middle' | 'end' | null;

/** Where a frame stands (null: it fits). Reads layout only. */
function measure(frame: HTMLElement): Position {
  const overflow = frame.scrollWidth - frame.clientWidth;
  if (overflow <= 1) return null;
  return frame.scrollLeft <= 1 ? 'start' : frame.scrollLeft >= overflow - 1 ? 'end' : 'middle';
}

/** Marks a frame with its position. Writes only. */
function apply(frame: HTMLElement, position: Position): void {
  if (position === null) {
    frame.removeAttribute('data-scroll');
    frame.removeAttribute('tabindex');
    return;
  }
  if (frame.dataset.scroll !== position) frame.dataset.scroll = position;
  if (frame.tabIndex !== 0) frame.tabIndex = 0;
}

function watchFrames(): void {
  if (typeof ResizeObserver === 'undefined') return;
  // A ResizeObserver reports each frame once when it starts observing, and again when its size
  // changes, after the browser's layout: reading sizes there costs nothing. Every frame is read
  // before any is marked, since a mark changes styles and the next read would lay out the page
  // again (on a long tutorial, a forced layout per diagram while the page loads).
  resizeObserver ??= new ResizeObserver((entries) => {
    const frames = entries.map((entry) => entry.target as HTMLElement);
    const positions = frames.map(measure);
    frames.forEach((frame, index) => apply(frame, positions[index]!));
  });
  document.querySelectorAll<HTMLElement>(frameSelector).forEach((frame) => {
    if (observed.has(frame)) return;
    observed.add(frame);
    frame.addEventListener('scroll', () => apply(frame, measure(frame)), {passive: true});
    resizeObserver!.observe(frame);
  });
}

export function onRouteDidUpdate(): void {
  // After the new page's content is in the document (a client-side navigation renders it in this frame).
  requestAnimationFrame(watchFrames);
}

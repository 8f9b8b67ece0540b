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

function mark(frame: HTMLElement): void {
  const overflow = frame.scrollWidth - frame.clientWidth;
  if (overflow <= 1) {
    frame.removeAttribute('data-scroll');
    frame.removeAttribute('tabindex');
    return;
  }
  const position = frame.scrollLeft <= 1 ? 'start' : frame.scrollLeft >= overflow - 1 ? 'end' : 'middle';
  if (frame.dataset.scroll !== position) frame.dataset.scroll = position;
  if (frame.tabIndex !== 0) frame.tabIndex = 0;
}

function watchFrames(): void {
  if (typeof ResizeObserver === 'undefined') return;
  resizeObserver ??= new ResizeObserver((entries) => entries.forEach((entry) => mark(entry.target as HTMLElement)));
  document.querySelectorAll<HTMLElement>(frameSelector).forEach((frame) => {
    if (observed.has(frame)) return;
    observed.add(frame);
    frame.addEventListener('scroll', () => mark(frame), {passive: true});
    resizeObserver!.observe(frame);
    mark(frame);
  });
}

export function onRouteDidUpdate(): void {
  // After the new page's content is in the document (a client-side navigation renders it in this frame).
  requestAnimationFrame(watchFrames);
}

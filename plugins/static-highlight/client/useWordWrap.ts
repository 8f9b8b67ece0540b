import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * Docusaurus's `useCodeWordWrap`, measured without forcing a layout: the original reads the
 * block's `scrollWidth` in an effect, right after the tools are added to the page, which made the
 * browser recompute the styles of the whole page inside that script task (55 ms on Essentials
 * Part 4 on this machine, about four times that on a phone). A ResizeObserver is told the block's
 * size after the browser's own layout, when reading it costs nothing; it also fires when the
 * window is resized, when wrapping changes the block's height, and when a hidden tab is shown
 * (the block's size goes from nothing to something), which the original follows with a resize
 * listener and a MutationObserver.
 */
export function useWordWrap(preRef: RefObject<HTMLPreElement | null>): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  // The context's type wants a ref of its own; it points at the block's <pre>.
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  codeBlockRef.current = preRef.current;

  const toggle = useCallback(() => {
    const code = preRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // No scrollbar once wrapped, even for a token longer than a line.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled, preRef]);

  useEffect(() => {
    const pre = preRef.current;
    if (!pre) return undefined;
    const observer = new ResizeObserver(() => {
      setIsCodeScrollable(
        pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')),
      );
    });
    observer.observe(pre);
    return () => observer.disconnect();
  }, [preRef]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

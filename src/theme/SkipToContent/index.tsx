/**
 * Wraps the theme's skip link. Why: Docusaurus focuses <main> by adding tabindex="-1", calling
 * focus() and removing the tabindex at once; current Chromium then moves focus back to <body>
 * (an element that stops being focusable loses focus), so the link did nothing for keyboard
 * users. This handler keeps the tabindex until focus leaves <main>.
 */
import type {MouseEvent, ReactNode} from 'react';
import OriginalSkipToContent from '@theme-original/SkipToContent';

const FALLBACK_TARGET_ID = '__docusaurus_skipToContent_fallback';

function focusMainContent(event: MouseEvent) {
  const link = (event.target as Element).closest('a');
  if (!link) return;
  const target =
    document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(FALLBACK_TARGET_ID);
  if (!target) return;
  event.preventDefault();
  event.stopPropagation();
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
  }
  target.focus();
}

export default function SkipToContent(): ReactNode {
  return (
    <div style={{display: 'contents'}} onClickCapture={focusMainContent}>
      <OriginalSkipToContent />
    </div>
  );
}

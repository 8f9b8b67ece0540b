/**
 * Wraps the mobile navbar menu to make it usable from the keyboard alone. Why: Docusaurus opens
 * the menu from the toggle button but leaves focus on the button behind it, has no Escape key,
 * and does not return focus when the menu closes. Here opening moves focus into the menu (to its
 * first control), Escape closes it, and closing puts focus back on the toggle button.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {focusWhenShown} from '@site/src/a11y/focusWhenShown';

const focusable = 'a[href], button:not([disabled]), input, select, [tabindex]:not([tabindex="-1"])';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const wasShown = useRef(false);

  useEffect(() => {
    const toggleButton = () => document.querySelector<HTMLElement>('.navbar__toggle');
    if (shown) {
      // Focus the panel's close button once the sliding panel is shown.
      const cancelFocus = focusWhenShown(() => {
        const panel = document.querySelector<HTMLElement>('.navbar-sidebar');
        return (
          panel?.querySelector<HTMLElement>('.navbar-sidebar__close') ?? panel?.querySelector<HTMLElement>(focusable)
        );
      });
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        toggle();
      };
      document.addEventListener('keydown', onKeyDown);
      wasShown.current = true;
      return () => {
        cancelFocus();
        document.removeEventListener('keydown', onKeyDown);
      };
    }
    if (wasShown.current) {
      wasShown.current = false;
      // Only when focus was inside the menu (or lost with it): a click elsewhere keeps its focus.
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.navbar-sidebar')) toggleButton()?.focus();
    }
    return undefined;
  }, [shown, toggle]);

  return <MobileSidebar />;
}

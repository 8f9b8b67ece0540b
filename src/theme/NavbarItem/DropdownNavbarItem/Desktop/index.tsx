/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * Upstream: @docusaurus/theme-classic@3.10.2 src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx sha256:eff7667c8390
 *
 * Replaces (does not wrap) Docusaurus's desktop navbar dropdown, used by the version and locale
 * dropdowns. Why: the original opens with Enter or Space but has no other keyboard support: no
 * Escape to close, no arrow keys into or through the menu, and focus does not return to the
 * toggle, and a mouse click on a toggle without a link leaves it closed. Its open state is
 * internal, so a wrapper cannot add them. Markup, classes, hover and click-outside behaviour are
 * the original's; a click opens and closes the menu; the keyboard follows the ARIA menu-button pattern:
 * Enter, Space or ArrowDown open and focus the first item, ArrowUp the last; ArrowDown, ArrowUp,
 * Home and End move; Escape closes and puts focus back on the toggle; Tab leaves and closes.
 */
import React, {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import {focusWhenShown} from '@site/src/a11y/focusWhenShown';

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  onClick: _onClick,
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);

  useEffect(() => {
    const handleOutside = (event: Event) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) return;
      setShowDropdown(false);
    };
    document.addEventListener('mousedown', handleOutside);
    document.addEventListener('touchstart', handleOutside);
    document.addEventListener('focusin', handleOutside);
    return () => {
      document.removeEventListener('mousedown', handleOutside);
      document.removeEventListener('touchstart', handleOutside);
      document.removeEventListener('focusin', handleOutside);
    };
  }, []);

  const menuItems = (): HTMLElement[] =>
    Array.from(dropdownRef.current?.querySelectorAll<HTMLElement>('.dropdown__menu a, .dropdown__menu button') ?? []);
  const toggle = () => dropdownRef.current?.querySelector<HTMLElement>('.navbar__link');
  // Focus moves once the open menu is shown (a still-hidden item refuses focus).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  useEffect(() => {
    const which = focusOnOpen.current;
    if (!showDropdown || !which) return undefined;
    focusOnOpen.current = null;
    return focusWhenShown(() => (which === 'first' ? menuItems()[0] : menuItems().at(-1)));
  }, [showDropdown]);
  const openAndFocus = (which: 'first' | 'last') => {
    focusOnOpen.current = which;
    setShowDropdown(true);
  };

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (showDropdown && event.key !== 'ArrowDown') setShowDropdown(false);
      else openAndFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus('last');
    } else if (event.key === 'Escape' && showDropdown) {
      event.preventDefault();
      setShowDropdown(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const itemsNow = menuItems();
    const index = itemsNow.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => itemsNow[(next + itemsNow.length) % itemsNow.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(itemsNow.length - 1);
    else if (event.key === 'Escape') {
      setShowDropdown(false);
      toggle()?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}
    >
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // A hash keeps the toggle focusable when it has no link target (as in the original).
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        // A click opens or closes the menu (hovering also shows it, as in the original); a toggle
        // that is also a link (`to`) navigates instead.
        onClick={
          props.to
            ? undefined
            : (event) => {
                event.preventDefault();
                setShowDropdown((shown) => !shown);
              }
        }
        onKeyDown={onToggleKeyDown}
      >
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu" onKeyDown={onMenuKeyDown}>
        {items.map((childItemProps, i) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={i} />
        ))}
      </ul>
    </div>
  );
}

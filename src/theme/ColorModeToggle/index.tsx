import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {useColorMode} from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import type {Props} from '@theme/ColorModeToggle';
import originalStyles from '@docusaurus/theme-classic/lib/theme/ColorModeToggle/styles.module.css';
import styles from './styles.module.css';

/*
 * Upstream: @docusaurus/theme-classic@3.10.2 src/theme/ColorModeToggle/index.tsx sha256:0cfe6eb15b73
 *
 * Replaces (does not wrap) Docusaurus's ColorModeToggle. Why: the original cycles through three
 * choices (light, dark, system), so on a first visit in a light system its first click chose
 * "light" and nothing visibly changed. The specification's toggle switches between light and
 * dark: every click flips the mode the reader sees and stores that choice (persisted and synced
 * across tabs by Docusaurus). With nothing stored the site still follows the system preference
 * (`respectPrefersColorScheme`). The icon and label show the mode in effect, from `data-theme`,
 * which Docusaurus's inline script sets before the first paint. Markup and classes are the
 * original's.
 */
export default function ColorModeToggle({className, buttonClassName}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode, setColorMode} = useColorMode();
  const mode = translate(
    colorMode === 'dark'
      ? {
          message: 'dark mode',
          id: 'theme.colorToggle.ariaLabel.mode.dark',
          description: 'The name for the dark color mode',
        }
      : {
          message: 'light mode',
          id: 'theme.colorToggle.ariaLabel.mode.light',
          description: 'The name for the light color mode',
        },
  );
  return (
    <div className={clsx(originalStyles.toggle, className)}>
      <button
        className={clsx(
          'clean-btn',
          originalStyles.toggleButton,
          !isBrowser && originalStyles.toggleButtonDisabled,
          buttonClassName,
        )}
        type="button"
        onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}
        disabled={!isBrowser}
        title={mode}
        aria-label={translate(
          {
            message: 'Switch between dark and light mode (currently {mode})',
            id: 'theme.colorToggle.ariaLabel',
            description: 'The ARIA label for the color mode toggle',
          },
          {mode},
        )}
      >
        <IconLightMode aria-hidden className={clsx(styles.icon, styles.light)} />
        <IconDarkMode aria-hidden className={clsx(styles.icon, styles.dark)} />
      </button>
    </div>
  );
}

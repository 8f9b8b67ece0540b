import type {ThemeConfig} from '@docusaurus/theme-common';

// Colours are left to the theme (src/css/custom.css, `.theme-announcement-bar`) so the bar follows the colour mode.
type AnnouncementBarConfig = Omit<NonNullable<ThemeConfig['announcementBar']>, 'backgroundColor' | 'textColor'>;

/**
 * The announcement bar. Change `id` whenever the content changes: readers who closed the old
 * announcement see the new one (Docusaurus stores the dismissed id).
 */
export const announcement: AnnouncementBarConfig = {
  id: 'redux-5-rtk-2-docs',
  // Two texts: the long one from 1280 px up, the short one on phones and narrow desktops, where the
  // long one wrapped to three lines or was clipped (src/css/custom.css shows one of them).
  content:
    '<span class="announcement-bar__long">These docs cover Redux 5, Redux Toolkit 2 and React-Redux 9. Upgrading an older app? Start with <a href="/introduction/why-rtk-is-redux-today">why Redux Toolkit is how to use Redux today</a>.</span>' +
    '<span class="announcement-bar__short">Redux 5 · RTK 2 · React-Redux 9 · <a href="/introduction/why-rtk-is-redux-today">Upgrading?</a></span>',
  isCloseable: true,
};

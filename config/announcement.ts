import type {ThemeConfig} from '@docusaurus/theme-common';

// Colours are left to the theme (custom.css) so the bar follows the colour mode.
type AnnouncementBarConfig = Omit<NonNullable<ThemeConfig['announcementBar']>, 'backgroundColor' | 'textColor'>;

/**
 * The announcement bar. Change `id` whenever the content changes: readers who closed the old
 * announcement see the new one (Docusaurus stores the dismissed id).
 */
export const announcement: AnnouncementBarConfig = {
  id: 'redux-5-rtk-2-docs',
  content:
    'These docs cover Redux 5, Redux Toolkit 2 and React-Redux 9. Upgrading an older app? Start with <a href="/introduction/why-rtk-is-redux-today">why Redux Toolkit is how to use Redux today</a>.',
  isCloseable: true,
};

import type {Navbar} from '@docusaurus/theme-common';
import {siteSettings} from './site';

type NavbarItem = Navbar['items'][number];

/**
 * The navbar's page links, in the order the specification gives. A link to a page that does not
 * exist fails the build (config/buildChecks.ts).
 */
export const navbarPageLinks: readonly NavbarItem[] = [
  {label: 'Getting Started', to: '/introduction/getting-started'},
  {label: 'Tutorial', to: '/tutorials/essentials/part-1-overview-concepts'},
  {label: 'Usage Guide', to: '/usage'},
  {label: 'API', to: '/api/api-reference'},
  {label: 'FAQ', to: '/faq'},
  {label: 'Best Practices', to: '/style-guide'},
  {label: 'GitHub', href: siteSettings.libraryRepositoryUrl},
  // A link to a section of Getting Started: never shown as active, or two items were active there.
  {label: 'Need help?', to: '/introduction/getting-started#help-and-discussion', activeBaseRegex: '^$'},
];

/** The navbar's items: the page links, then the version and language menus. */
export function navbarItems(): NavbarItem[] {
  const links = navbarPageLinks.map((item) => ({...item, position: 'right' as const}));
  return [
    ...links,
    // The classes let narrow desktops show them compact (src/css/custom.css).
    {type: 'docsVersionDropdown', position: 'right', className: 'navbar__version'},
    {type: 'localeDropdown', position: 'right', className: 'navbar__locale'},
  ];
}

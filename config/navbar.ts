import type {Navbar} from '@docusaurus/theme-common';
import {siteSettings} from './site';
import {onlyWritten} from './docExists';

type NavbarItem = Navbar['items'][number];

/**
 * The navbar's page links, in the order the specification gives. Each one names the doc it
 * needs: an item is shown only once that page exists, so no link ever points at a missing page.
 */
export const navbarPageLinks: ReadonlyArray<NavbarItem & {requires?: string}> = [
  {label: 'Getting Started', to: '/introduction/getting-started', requires: 'introduction/getting-started'},
  {label: 'Tutorial', to: '/tutorials/essentials/part-1-overview-concepts', requires: 'tutorials/essentials/part-1-overview-concepts'},
  {label: 'Usage Guide', to: '/usage', requires: 'usage/index'},
  {label: 'API', to: '/api/api-reference', requires: 'api/api-reference'},
  {label: 'FAQ', to: '/faq', requires: 'faq/index'},
  {label: 'Best Practices', to: '/style-guide', requires: 'style-guide/index'},
  {label: 'GitHub', href: siteSettings.libraryRepositoryUrl},
  // A link to a section of Getting Started: never shown as active, or two items were active there.
  {label: 'Need help?', to: '/introduction/getting-started#help-and-discussion', activeBaseRegex: '^$', requires: 'introduction/getting-started'},
];

/** Builds the navbar items, keeping only links whose doc exists (`docExists(docPath)`). */
export function navbarItems(docExists: (docPath: string) => boolean): NavbarItem[] {
  const links = onlyWritten(navbarPageLinks, docExists).map((item) => ({...item, position: 'right' as const}));
  return [
    ...links,
    // The classes let narrow desktops show them compact (src/css/custom.css).
    {type: 'docsVersionDropdown', position: 'right', className: 'navbar__version'},
    {type: 'localeDropdown', position: 'right', className: 'navbar__locale'},
  ];
}

import type {Footer} from '@docusaurus/theme-common';
import {siteSettings} from './site';
import {onlyWritten} from './docExists';

type FooterLink = {label: string; to?: string; href?: string; requires?: string};

/** Footer link groups; like the navbar, a link to a doc appears once that doc exists. */
const groups: Array<{title: string; items: FooterLink[]}> = [
  {
    title: 'Docs',
    items: [
      {label: 'Getting Started', to: '/introduction/getting-started', requires: 'introduction/getting-started'},
      {label: 'Usage Guide', to: '/usage', requires: 'usage/index'},
      {label: 'Tutorial', to: '/tutorials/essentials/part-1-overview-concepts', requires: 'tutorials/essentials/part-1-overview-concepts'},
      {label: 'FAQ', to: '/faq', requires: 'faq/index'},
      {label: 'API Reference', to: '/api/api-reference', requires: 'api/api-reference'},
      {label: 'Error Messages', to: '/errors'},
    ],
  },
  {
    title: 'Community',
    items: [
      {label: 'Reactiflux Discord', href: 'https://discord.gg/reactiflux'},
      {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/redux'},
      {label: 'GitHub Discussions', href: 'https://github.com/reduxjs/redux/discussions'},
      {label: 'Feedback', to: '/introduction/getting-started#help-and-discussion', requires: 'introduction/getting-started'},
    ],
  },
  {
    title: 'More',
    items: [
      {label: 'GitHub', href: siteSettings.libraryRepositoryUrl},
      {label: 'Redux Toolkit', href: 'https://redux-toolkit.js.org'},
      {label: 'React-Redux', href: 'https://react-redux.js.org'},
      {label: 'Redux DevTools', href: 'https://github.com/reduxjs/redux-devtools'},
    ],
  },
];

/** Builds the footer config, dropping links whose doc does not exist yet. */
export function footer(docExists: (docPath: string) => boolean): Footer {
  return {
    style: 'dark',
    logo: {alt: 'Redux logo', src: 'img/redux-logo.svg', href: '/', width: 48, height: 48},
    links: groups.map(({title, items}) => ({
      title,
      items: onlyWritten(items, docExists),
    })),
    copyright:
      'Copyright © 2015–2022 Dan Abramov and the Redux documentation authors. Code and docs under the MIT license.',
  };
}

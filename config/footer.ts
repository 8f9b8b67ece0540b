import type {Footer} from '@docusaurus/theme-common';
import {siteSettings} from './site';

type FooterLink = {label: string; to?: string; href?: string};

/** Footer link groups; a link to a page that does not exist fails the build, as in the navbar. */
const groups: Array<{title: string; items: FooterLink[]}> = [
  {
    title: 'Docs',
    items: [
      {label: 'Getting Started', to: '/introduction/getting-started'},
      {label: 'Usage Guide', to: '/usage'},
      {label: 'Tutorial', to: '/tutorials/essentials/part-1-overview-concepts'},
      {label: 'FAQ', to: '/faq'},
      {label: 'API Reference', to: '/api/api-reference'},
      {label: 'Error Messages', to: '/errors'},
    ],
  },
  {
    title: 'Community',
    items: [
      {label: 'Reactiflux Discord', href: 'https://discord.gg/reactiflux'},
      {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/redux'},
      {label: 'GitHub Discussions', href: 'https://github.com/reduxjs/redux/discussions'},
      {label: 'Feedback', to: '/introduction/getting-started#help-and-discussion'},
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

/** The footer config. */
export function footer(): Footer {
  return {
    style: 'dark',
    logo: {alt: 'Redux logo', src: 'img/redux-logo.svg', href: '/', width: 48, height: 48},
    links: groups,
    copyright:
      'Copyright © 2015–2022 Dan Abramov and the Redux documentation authors. Code and docs under the MIT license.',
  };
}

import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {editUrlBase, siteSettings} from './config/site';
import {navbarItems} from './config/navbar';
import {footer} from './config/footer';
import {inboundRedirects} from './config/redirects';
import {docExists, onlyWritten} from './config/docExists';
import {announcement} from './config/announcement';
import resilientRouteLoading from './plugins/resilient-route-loading';
import {buildChecks} from './config/buildChecks';
import {accessibleDarkCodeTheme, accessibleLightCodeTheme} from './config/prismLight';
import {algoliaThemeConfig, searchMode} from './config/search';
import localSearch from './plugins/local-search';
import analytics from './plugins/analytics';
import securityHeaders from './plugins/security-headers';
import {analyticsConfig} from './config/analytics';

const config: Config = {
  title: 'Redux',
  tagline: 'A predictable state container for JavaScript apps',
  favicon: 'img/favicon.ico',
  url: siteSettings.url,
  baseUrl: siteSettings.baseUrl,
  organizationName: 'reduxjs',
  projectName: 'redux',

  future: {
    // Docusaurus Faster (Rspack, SWC, Lightning CSS, …) and the v4 defaults. All parts work here.
    v4: true,
    faster: true,
  },

  ...buildChecks,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: editUrlBase(),
          showLastUpdateTime: true,
          lastVersion: 'current',
          versions: {current: {label: 'Next', path: ''}},
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: 'date'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    resilientRouteLoading,
    localSearch,
    securityHeaders,
    // Page views: only when a provider is configured (config/analytics.ts); otherwise no code ships.
    ...(analyticsConfig ? [analytics] : []),
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: onlyWritten(inboundRedirects),
      },
    ],
  ],

  customFields: {searchMode},

  themeConfig: {
    algolia: algoliaThemeConfig,
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: announcement,
    navbar: {
      title: 'Redux',
      hideOnScroll: true,
      logo: {alt: 'Redux logo', src: 'img/redux-logo.svg', width: 32, height: 32},
      items: navbarItems(docExists),
    },
    footer: footer(docExists),
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: accessibleLightCodeTheme,
      darkTheme: accessibleDarkCodeTheme,
      additionalLanguages: ['bash', 'diff', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;

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
import staticHighlight from './plugins/static-highlight';
import preactClient from './plugins/preact-client';
import searchModalStyles from './plugins/search-modal-styles';
import exampleDownloads from './plugins/example-downloads';
import remarkStaticHighlight from './plugins/static-highlight/remarkStaticHighlight';
import {analyticsConfig} from './config/analytics';

/** Prism languages beyond prism-react-renderer's own, used at build time (no Prism ships). */
const additionalLanguages = ['bash', 'diff', 'json'];
const codeHighlighting = [remarkStaticHighlight, {additionalLanguages}];

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
          beforeDefaultRemarkPlugins: [codeHighlighting],
        },
        pages: {beforeDefaultRemarkPlugins: [codeHighlighting]},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: 'date'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    preactClient,
    resilientRouteLoading,
    staticHighlight({light: accessibleLightCodeTheme, dark: accessibleDarkCodeTheme}),
    localSearch,
    searchModalStyles,
    securityHeaders,
    // Every example app and tutorial checkpoint as /downloads/<name>.zip (plugins/example-downloads).
    exampleDownloads,
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
      // Token colours ship as CSS (plugins/static-highlight); the browser needs only the plain
      // colours, so the token styles stay out of the site config that every page loads.
      theme: {...accessibleLightCodeTheme, styles: []},
      darkTheme: {...accessibleDarkCodeTheme, styles: []},
      additionalLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;

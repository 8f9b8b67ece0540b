import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import clientRedirects from '@docusaurus/plugin-client-redirects';
import {editUrlBase, siteSettings} from './config/site';
import {navbarItems} from './config/navbar';
import {footer} from './config/footer';
import {inboundRedirects} from './config/redirects';
import {announcement} from './config/announcement';
import {buildChecks} from './config/buildChecks';
import {accessibleDarkCodeTheme, accessibleLightCodeTheme} from './config/prismLight';
import {algoliaThemeConfig, popularDestinations, searchMode, suggestedQueries} from './config/search';
import {analyticsConfig} from './config/analytics';
import {ssrTemplate} from './config/ssrTemplate';
import {keepMarkdownImagesAsFiles} from './config/noInlineImages';
import {withOptions} from './plugins/_shared/withOptions';
import {markdownPipeline} from './plugins/_shared/markdownPipeline';
import {postBuildOrder} from './plugins/_shared/postBuildOrder';
import {contentPages} from './plugins/_shared/contentPages';
import analytics, {analyticsOrigins} from './plugins/analytics';
import exampleDownloads from './plugins/example-downloads';
import headingAliases from './plugins/heading-aliases';
import remarkHeadingAliases from './plugins/heading-aliases/remarkHeadingAliases';
import remarkImageAltText from './plugins/image-alt-text/remarkImageAltText';
import indexRouteAlias from './plugins/index-route-alias';
import javascriptTwins from './plugins/javascript-twins';
import remarkJavaScriptTwins from './plugins/javascript-twins/remarkJavaScriptTwins';
import localSearch from './plugins/local-search';
import pageMarkdown from './plugins/page-markdown';
import pageWeight from './plugins/page-weight';
import leanDocsData from './plugins/page-weight/leanDocsData';
import reactProfiling from './plugins/react-profiling';
import resilientRouteLoading from './plugins/resilient-route-loading';
import runSamples from './plugins/run-samples';
import remarkRunSamples from './plugins/run-samples/remarkRunSamples';
import {workerPath, workerPolicy} from './plugins/run-samples/workerPolicy';
import securityHeaders from './plugins/security-headers';
import socialCards from './plugins/social-cards';
import staticHighlight from './plugins/static-highlight';
import remarkStaticHighlight from './plugins/static-highlight/remarkStaticHighlight';
import staticHtmlPlugin from './plugins/static-html';
import rehypeStaticHtml from './plugins/static-html/rehypeStaticHtml';
import tableCards from './plugins/table-cards';
import rehypeTableCards from './plugins/table-cards/rehypeTableCards';

keepMarkdownImagesAsFiles();

/** Build-time highlighting (plugins/static-highlight): the code themes, and Prism languages beyond prism-react-renderer's own. */
const codeHighlighting = {
  themes: {light: accessibleLightCodeTheme, dark: accessibleDarkCodeTheme},
  additionalLanguages: ['bash', 'diff', 'json'],
};
/** Routes ending in /index that must render at that address on any host (plugins/index-route-alias). */
const indexRoutes = ['/tutorials/index'];
/** Plugins that write pages after the build, which security-headers must read once they are written. */
const pageWriters = postBuildOrder();
/** The origins the pages may fetch from besides their own: the services this build is configured with. */
const connectSources = [
  ...(searchMode === 'hosted' ? ['https://*.algolia.net', 'https://*.algolianet.com'] : []),
  ...analyticsOrigins(analyticsConfig),
];

/** The Run buttons of the `run` samples (plugins/run-samples): where their compiled code is made and served. */
const runSamplesOptions = {
  baseUrl: siteSettings.baseUrl,
  siteDir: __dirname,
  cacheDir: path.join(__dirname, 'node_modules', '.cache', 'run-samples'),
};

/** The MDX pipeline of the docs and the pages (src/pages): each feature's remark or rehype half, in order. */
const markdown = markdownPipeline([
  // Twins first, so the highlighter colours both languages.
  {
    stage: 'beforeDefaultRemark',
    plugin: remarkJavaScriptTwins,
    docsOnly: 'the pages show their samples in TypeScript alone',
  },
  {stage: 'beforeDefaultRemark', plugin: [remarkStaticHighlight, codeHighlighting]},
  // After the twins, so each tab of a `run` sample gets its Run button.
  {stage: 'beforeDefaultRemark', plugin: [remarkRunSamples, runSamplesOptions]},
  // Before Docusaurus's heading ids, which drop the id comment that holds a heading's extra ids.
  {
    stage: 'beforeDefaultRemark',
    plugin: remarkHeadingAliases,
    docsOnly: 'only doc headings have ids that other sites link to',
  },
  // After Docusaurus's image transform, which escapes alt text twice (plugins/image-alt-text).
  {stage: 'remark', plugin: remarkImageAltText},
  // Wide tables stack as cards on phones (plugins/table-cards), before static-html moves their HTML.
  {stage: 'rehype', plugin: rehypeTableCards},
  // Last: the static parts of every page reach the browser as HTML strings (plugins/static-html).
  {
    stage: 'rehype',
    plugin: [
      rehypeStaticHtml,
      {
        baseUrl: siteSettings.baseUrl,
        siteDir: __dirname,
        tableDir: path.join(__dirname, 'node_modules', '.cache', 'static-html'),
      },
    ],
  },
]);

/** The docs' options, as the classic preset's `docs` would take them. */
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  editUrl: editUrlBase(),
  showLastUpdateTime: true,
  lastVersion: 'current',
  versions: {current: {label: 'Next', path: ''}},
  ...markdown.docs,
} satisfies DocsOptions;

const config: Config = {
  title: 'Redux',
  tagline: 'Predictable, traceable global state for JavaScript apps',
  // At the root, where browsers and crawlers ask for it even before they read the page's link.
  favicon: 'favicon.ico',
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
  // The app's scripts load after the first paint of the server's HTML (config/ssrTemplate.ts).
  ssrTemplate,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  presets: [
    [
      'classic',
      {
        // Both are added below with withOptions(): options given here would ship to every page
        // with the site config. The docs plugin is wrapped (plugins/page-weight/leanDocsData.ts).
        docs: false,
        pages: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        // /search is noindex (its <meta> uses `property`, which the sitemap plugin does not read).
        sitemap: {lastmod: 'date', ignorePatterns: [`${siteSettings.baseUrl}search`]},
      } satisfies Preset.Options,
    ],
  ],

  // Plugins with options are bound to them by withOptions(), which validates them and keeps them
  // out of the site config that every page loads.
  plugins: [
    withOptions(leanDocsData, docsOptions),
    withOptions(contentPages, markdown.pages, 'content-pages'),
    // Each page's static content as a table of its own (plugins/static-html).
    staticHtmlPlugin,
    // Wide tables as cards on phones: the stylesheet (the rehype half is in the MDX pipeline above).
    tableCards,
    // What every page downloads and runs on load, trimmed (plugins/page-weight/README.md).
    withOptions(pageWeight, {waitFor: pageWriters.allWritten}),
    resilientRouteLoading,
    javascriptTwins,
    // Headings that answer to older ids too (the remark half is in the MDX pipeline above).
    headingAliases,
    withOptions(staticHighlight, codeHighlighting),
    // A Run button on every `run` sample (the remark half is in the MDX pipeline above).
    withOptions(runSamples, runSamplesOptions),
    // Search: the embedded index, the modal and /search, or hosted DocSearch (plugins/local-search).
    // A page writer: it adds the index manifest to the results page's HTML.
    pageWriters.writer(
      withOptions(localSearch, {hosted: searchMode === 'hosted', popularDestinations, suggestedQueries}),
    ),
    pageWriters.writer(withOptions(indexRouteAlias, {routes: indexRoutes})),
    withOptions(securityHeaders, {
      connectSources,
      waitFor: pageWriters.allWritten,
      // The Run buttons' worker evaluates the reader's edited code: its own, narrower policy.
      pathPolicies: [{path: workerPath(siteSettings.baseUrl), policy: workerPolicy}],
    }),
    // Every example app and tutorial checkpoint as /downloads/<name>.zip (plugins/example-downloads).
    exampleDownloads,
    // Every doc page as Markdown at its route plus .md, and /llms.txt, /llms-full.txt (plugins/page-markdown).
    pageMarkdown,
    // A social card per page (og:image, twitter:image) and robots.txt (plugins/social-cards).
    withOptions(socialCards, {
      sections: {errors: 'API Reference', search: 'Search'},
      cacheDir: path.join(__dirname, 'node_modules', '.cache', 'social-cards'),
    }),
    // Page views: only when a provider is configured (config/analytics.ts); otherwise no code ships.
    ...(analyticsConfig ? [withOptions(analytics, analyticsConfig)] : []),
    // Measuring only (scripts/profile-page.ts --regions): React DOM's profiling build.
    ...(siteSettings.profileReact ? [reactProfiling] : []),
    [pageWriters.writer(clientRedirects), {redirects: inboundRedirects}],
  ],

  // issuesUrl: where the 404 page's "Report the broken link" goes (src/theme/NotFound/Content);
  // the library's repository when the build cannot tell where these sources live.
  customFields: {
    issuesUrl: `${siteSettings.docsRepository?.url ?? siteSettings.libraryRepositoryUrl}/issues`,
  },

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
      items: navbarItems(),
    },
    footer: footer(),
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      // Token colours ship as CSS (plugins/static-highlight); the browser needs only the plain
      // colours, so the token styles stay out of the site config that every page loads.
      theme: {...accessibleLightCodeTheme, styles: []},
      darkTheme: {...accessibleDarkCodeTheme, styles: []},
      additionalLanguages: codeHighlighting.additionalLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;

import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The docs sidebar, explicit and ordered. A page listed here that does not exist fails the build
 * (Docusaurus rejects a sidebar id with no doc).
 */
type Item =
  | string
  | {type: 'doc'; id: string; label: string}
  | {type: 'category'; label: string; collapsed?: boolean; link?: {type: 'doc'; id: string}; items: Item[]}
  | {type: 'link'; label: string; href: string};

/**
 * Categories start collapsed: Docusaurus opens the ones that lead to the page being read, and the
 * reader opens others (none closes another: autoCollapseCategories is off in the theme config).
 */
const category = (label: string, items: Item[]): Item => ({type: 'category', label, collapsed: true, items});
const prefixed = (prefix: string, slugs: string[]) => slugs.map((slug) => `${prefix}/${slug}`);
/** A category whose label opens its overview page (the overview is not repeated as its first child). */
const categoryWithOverview = (label: string, overview: string, items: Item[]): Item => ({
  type: 'category',
  label,
  collapsed: true,
  link: {type: 'doc', id: overview},
  items,
});

const sidebar: Item[] = [
  category(
    'Introduction',
    prefixed('introduction', [
      'getting-started',
      'installation',
      'why-rtk-is-redux-today',
      'core-concepts',
      'learning-resources',
      'ecosystem',
      'examples',
    ]),
  ),
  category('Tutorials', [
    'tutorials/index',
    'tutorials/quick-start',
    'tutorials/typescript-quick-start',
    category(
      'Redux Essentials',
      prefixed('tutorials/essentials', [
        'part-1-overview-concepts',
        'part-2-app-structure',
        'part-3-data-flow',
        'part-4-using-data',
        'part-5-async-logic',
        'part-6-performance-normalization',
        'part-7-rtk-query-basics',
        'part-8-rtk-query-advanced',
      ]),
    ),
    category(
      'Redux Fundamentals',
      prefixed('tutorials/fundamentals', [
        'part-1-overview',
        'part-2-concepts-data-flow',
        'part-3-state-actions-reducers',
        'part-4-store',
        'part-5-ui-react',
        'part-6-async-logic',
        'part-7-standard-patterns',
        'part-8-modern-redux',
      ]),
    ),
    'tutorials/videos',
  ]),
  category('Using Redux', [
    'usage/index',
    category(
      'Setup and Organization',
      prefixed('usage', ['configuring-your-store', 'code-splitting', 'server-rendering', 'isolating-redux-sub-apps']),
    ),
    category('Code Quality', prefixed('usage', ['usage-with-typescript', 'writing-tests', 'troubleshooting'])),
    category('Redux Logic and Patterns', [
      categoryWithOverview(
        'Structuring Reducers',
        'usage/structuring-reducers/structuring-reducers',
        prefixed('usage/structuring-reducers', [
          'prerequisite-concepts',
          'basic-reducer-structure',
          'splitting-reducer-logic',
          'refactoring-reducer-example',
          'using-combinereducers',
          'beyond-combinereducers',
          'normalizing-state-shape',
          'updating-normalized-data',
          'reusing-reducer-logic',
          'immutable-update-patterns',
          'initializing-state',
        ]),
      ),
      ...prefixed('usage', [
        'reducing-boilerplate',
        'deriving-data-selectors',
        'writing-logic-thunks',
        'implementing-undo-history',
      ]),
    ]),
  ]),
  category('Understanding Redux', [
    category(
      'Thinking in Redux',
      prefixed('understanding/thinking-in-redux', ['motivation', 'three-principles', 'glossary']),
    ),
    category('History and Design', prefixed('understanding/history-and-design', ['prior-art', 'middleware'])),
  ]),
  category('FAQ', [
    'faq/index',
    ...prefixed('faq', [
      'general',
      'reducers',
      'organizing-state',
      'store-setup',
      'actions',
      'immutable-data',
      'code-structure',
      'performance',
      'design-decisions',
      'react-redux',
      'miscellaneous',
    ]),
  ]),
  // One page: a link of its own, not a category holding it.
  {type: 'doc', id: 'style-guide/index', label: 'Style Guide'},
  category('API Reference', [
    ...prefixed('api', [
      'api-reference',
      'createstore',
      'store',
      'combinereducers',
      'applymiddleware',
      'bindactioncreators',
      'compose',
    ]),
    {type: 'link', label: 'Error Messages', href: '/errors'},
  ]),
  category('Redux Toolkit', ['redux-toolkit/overview']),
];

const sidebars = {docs: sidebar} satisfies SidebarsConfig;

export default sidebars;

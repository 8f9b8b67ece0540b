/** Content of the home page, kept apart from its markup. Links to docs that are not written yet are hidden by the page. */
export type HomeLink = {title: string; to: string; description: string};

export const valueCards: readonly HomeLink[] = [
  {
    title: 'Data many screens need',
    to: '/faq/organizing-state',
    description:
      'The signed-in user, a cart, search results: one store holds what distant components share, so they never disagree.',
  },
  {
    title: 'Rules you can test alone',
    to: '/usage/writing-tests',
    description:
      'Reducers are plain functions of the old state and an action. Call one with sample data and check the result; no browser, no mocks.',
  },
  {
    title: 'An answer to “why did this change?”',
    to: '/tutorials/essentials/part-2-app-structure',
    description:
      'Every change starts as an action. The Redux DevTools list each one with what it changed, and let you step back through them.',
  },
  {
    title: 'Less code than you remember',
    to: '/introduction/why-rtk-is-redux-today',
    description:
      'Redux Toolkit writes action types, action creators and immutable updates for you, and RTK Query replaces hand-written fetching.',
  },
];

export const libraries: readonly (HomeLink & {external: boolean})[] = [
  {
    title: 'Redux Toolkit',
    to: 'https://redux-toolkit.js.org',
    external: true,
    description:
      'The recommended way to write Redux: store setup, slices, async logic and RTK Query for data fetching.',
  },
  {
    title: 'React-Redux',
    to: 'https://react-redux.js.org',
    external: true,
    description: 'The official React bindings: a Provider and the useSelector and useDispatch hooks.',
  },
  {
    title: 'Redux DevTools',
    to: 'https://github.com/reduxjs/redux-devtools',
    external: true,
    description: 'A browser extension to inspect actions and state, and to travel back through them.',
  },
];

export const learningPaths: readonly HomeLink[] = [
  {
    title: 'Redux Essentials',
    to: '/tutorials/essentials/part-1-overview-concepts',
    description: 'Build a real app with Redux Toolkit, TypeScript and RTK Query.',
  },
  {
    title: 'Redux Fundamentals',
    to: '/tutorials/fundamentals/part-1-overview',
    description: 'How Redux works underneath, from first principles.',
  },
  {title: 'Quick Start', to: '/tutorials/quick-start', description: 'A working store and component in five minutes.'},
  {
    title: 'Getting Started',
    to: '/introduction/getting-started',
    description: 'What Redux is, how to install it and where to go next.',
  },
  {title: 'Videos', to: '/tutorials/videos', description: 'Courses and recorded sessions that teach modern Redux.'},
  {title: 'Usage guides', to: '/usage', description: 'Recipes for setup, testing, TypeScript and more.'},
  {title: 'Style guide', to: '/style-guide', description: 'The patterns the maintainers recommend, and why.'},
  {title: 'API reference', to: '/api/api-reference', description: 'Every function of the Redux core, exactly.'},
];

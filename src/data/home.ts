/** Content of the home page, kept apart from its markup. Links to docs that are not written yet are hidden by the page. */
export type HomeLink = {title: string; to: string; description: string};

export const valueCards: readonly HomeLink[] = [
  {
    title: 'Same input, same result',
    to: '/understanding/thinking-in-redux/three-principles',
    description:
      'State changes happen in pure reducer functions, so behaviour is repeatable everywhere: in the browser, on the server, in a unit test.',
  },
  {
    title: 'One place for shared state',
    to: '/faq/organizing-state',
    description:
      'A single store makes app-wide features straightforward: undo and redo, saving and restoring state, hydrating a server render.',
  },
  {
    title: 'Every change on the record',
    to: '/tutorials/essentials/part-2-app-structure',
    description:
      'Redux DevTools lists each action with the state before and after it, and can step back in time to replay a bug.',
  },
  {
    title: 'Fits any UI, grows with you',
    to: '/introduction/ecosystem',
    description:
      'Use it with React, another view library or none at all, and reach for a large ecosystem of add-ons when you need them.',
  },
];

export const libraries: readonly (HomeLink & {external: boolean})[] = [
  {
    title: 'Redux Toolkit',
    to: 'https://redux-toolkit.js.org',
    external: true,
    description: 'The recommended way to write Redux: store setup, slices, async logic and RTK Query for data fetching.',
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
  {title: 'Redux Essentials', to: '/tutorials/essentials/part-1-overview-concepts', description: 'Build a real app with Redux Toolkit, TypeScript and RTK Query.'},
  {title: 'Redux Fundamentals', to: '/tutorials/fundamentals/part-1-overview', description: 'How Redux works underneath, from first principles.'},
  {title: 'Quick Start', to: '/tutorials/quick-start', description: 'A working store and component in five minutes.'},
  {title: 'Getting Started', to: '/introduction/getting-started', description: 'What Redux is, how to install it and where to go next.'},
  {title: 'Videos', to: '/tutorials/videos', description: 'Courses and recorded sessions that teach modern Redux.'},
  {title: 'Usage guides', to: '/usage', description: 'Recipes for setup, testing, TypeScript and more.'},
  {title: 'Style guide', to: '/style-guide', description: 'The patterns the maintainers recommend, and why.'},
  {title: 'API reference', to: '/api/api-reference', description: 'Every function of the Redux core, exactly.'},
];

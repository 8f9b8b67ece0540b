/**
 * Old and library-emitted URLs that must keep working. The redirect plugin fails the build when a
 * target does not exist; the redirect page carries the query string and hash over.
 */
export type Redirect = {from: string; to: string};

export const inboundRedirects: readonly Redirect[] = [
  // Redux's production builds print `…/Errors?code=N` with a capital E.
  {from: '/Errors', to: '/errors'},
  {from: '/api', to: '/api/api-reference'},
  {from: '/usage/index', to: '/usage'},
  {from: '/recipes/configuring-your-store', to: '/usage/configuring-your-store'},
  // RTK's immutability-check error links to /style-guide/style-guide#do-not-mutate-state.
  {from: '/style-guide/style-guide', to: '/style-guide'},
];

/**
 * The deep links with a fragment that libraries emit; each anchor must exist on its page (tested
 * in tests/e2e/every-page/inbound-links.spec.ts).
 */
export const inboundAnchors: ReadonlyArray<{path: string; id: string}> = [
  {path: '/api/store', id: 'subscribelistener'},
  {path: '/tutorials/fundamentals/part-4-store', id: 'creating-a-store-with-enhancers'},
  {path: '/tutorials/fundamentals/part-4-store', id: 'middleware'},
  {path: '/tutorials/fundamentals/part-6-async-logic', id: 'using-the-redux-thunk-middleware'},
  {path: '/style-guide', id: 'do-not-mutate-state'},
  {path: '/faq/actions', id: 'why-should-type-be-a-string-why-should-my-action-types-be-constants'},
  {
    path: '/faq/actions',
    id: 'what-async-middleware-should-i-use-how-do-you-decide-between-thunks-sagas-observables-or-something-else',
  },
  {path: '/faq/organizing-state', id: 'can-i-put-functions-promises-or-other-non-serializable-items-in-my-store-state'},
  {path: '/usage/deriving-data-selectors', id: 'optimizing-selectors-with-memoization'},
  {path: '/introduction/getting-started', id: 'help-and-discussion'},
];

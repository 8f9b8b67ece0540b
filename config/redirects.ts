/**
 * Old and library-emitted URLs that must keep working (content-plan.md Part 4, "Inbound deep
 * links"). A redirect is emitted only once its target page exists; the query string and hash are
 * carried over by the redirect page (see plugins/inbound-redirects).
 */
export type Redirect = {from: string; to: string; requires?: string};

export const inboundRedirects: readonly Redirect[] = [
  // Redux's production builds print `…/Errors?code=N` with a capital E.
  {from: '/Errors', to: '/errors'},
  {from: '/api', to: '/api/api-reference', requires: 'api/api-reference'},
  {from: '/usage/index', to: '/usage', requires: 'usage/index'},
  {from: '/recipes/configuring-your-store', to: '/usage/configuring-your-store', requires: 'usage/configuring-your-store'},
  // RTK's immutability-check error links to /style-guide/style-guide#do-not-mutate-state.
  {from: '/style-guide/style-guide', to: '/style-guide', requires: 'style-guide/index'},
];

/**
 * The deep links with a fragment that libraries emit; each anchor must exist on its page once the
 * page exists (tested in tests/e2e/inbound-links.spec.ts).
 */
export const inboundAnchors: ReadonlyArray<{path: string; id: string; requires: string}> = [
  {path: '/api/store', id: 'subscribelistener', requires: 'api/store'},
  {path: '/tutorials/fundamentals/part-4-store', id: 'creating-a-store-with-enhancers', requires: 'tutorials/fundamentals/part-4-store'},
  {path: '/tutorials/fundamentals/part-4-store', id: 'middleware', requires: 'tutorials/fundamentals/part-4-store'},
  {path: '/tutorials/fundamentals/part-6-async-logic', id: 'using-the-redux-thunk-middleware', requires: 'tutorials/fundamentals/part-6-async-logic'},
  {path: '/style-guide', id: 'do-not-mutate-state', requires: 'style-guide/index'},
  {path: '/faq/actions', id: 'why-should-type-be-a-string-why-should-my-action-types-be-constants', requires: 'faq/actions'},
  {path: '/faq/actions', id: 'what-async-middleware-should-i-use-how-do-you-decide-between-thunks-sagas-observables-or-something-else', requires: 'faq/actions'},
  {path: '/faq/organizing-state', id: 'can-i-put-functions-promises-or-other-non-serializable-items-in-my-store-state', requires: 'faq/organizing-state'},
  {path: '/usage/deriving-data-selectors', id: 'optimizing-selectors-with-memoization', requires: 'usage/deriving-data-selectors'},
  {path: '/introduction/getting-started', id: 'help-and-discussion', requires: 'introduction/getting-started'},
];

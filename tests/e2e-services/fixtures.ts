import {test as base} from '../e2e/fixtures';

export {expect, hydrated} from '../e2e/fixtures';

/**
 * The `services` build sends page views to fixture Umami and GA4 hosts. Tests that are not about
 * analytics answer those requests here, so nothing leaves the machine and no request fails;
 * tests/e2e-services/analytics.spec.ts installs its own recording routes, which take precedence.
 */
export const test = base.extend<{analyticsSink: void}>({
  analyticsSink: [
    async ({context}, use) => {
      await context.route('https://stats.example.test/**', (route) =>
        route.fulfill({
          status: 204,
          headers: {'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type'},
        }),
      );
      await context.route('https://www.google-analytics.com/**', (route) => route.fulfill({status: 204}));
      await use();
    },
    {auto: true},
  ],
});

import {describe, expect, it} from 'vitest';
import {withOptions} from '../_shared/withOptions';
import securityHeaders, {contentSecurityPolicy} from './index';

describe('security-headers options', () => {
  it('accepts https origins, and puts them in connect-src after the site’s own', () => {
    expect(() =>
      withOptions(securityHeaders, {connectSources: ['https://stats.example.org'], waitFor: async () => {}}),
    ).not.toThrow();
    expect(contentSecurityPolicy([], ['https://stats.example.org'])).toContain(
      "connect-src 'self' https://stats.example.org;",
    );
    expect(contentSecurityPolicy([])).toContain("connect-src 'self';");
  });

  it('fails with a clear message on an origin with a path, or a waitFor that is not a function', () => {
    expect(() => withOptions(securityHeaders, {connectSources: ['https://stats.example.org/api/send']})).toThrow(
      'securityHeaders: invalid options: "connectSources[0]" must be an https origin without a path',
    );
    expect(() => withOptions(securityHeaders, {waitFor: 'later'} as never)).toThrow(
      '"waitFor" must be of type function',
    );
  });

  it('takes path policies whose path starts with a slash', () => {
    expect(() =>
      withOptions(securityHeaders, {pathPolicies: [{path: '/run-samples/worker/*', policy: "default-src 'none'"}]}),
    ).not.toThrow();
    expect(() =>
      withOptions(securityHeaders, {pathPolicies: [{path: 'worker/*', policy: "default-src 'none'"}]}),
    ).toThrow('"pathPolicies[0].path"');
  });
});

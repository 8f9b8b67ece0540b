import {describe, expect, it} from 'vitest';
import {withOptions} from '../_shared/withOptions';
import indexRouteAlias from './index';

describe('index-route-alias options', () => {
  it('accepts routes ending in /index', () => {
    expect(() => withOptions(indexRouteAlias, {routes: ['/tutorials/index']})).not.toThrow();
  });

  it('fails with a clear message without routes, or with a route that does not end in /index', () => {
    expect(() => withOptions(indexRouteAlias, {} as never)).toThrow(
      'indexRouteAlias: invalid options: "routes" is required',
    );
    expect(() => withOptions(indexRouteAlias, {routes: ['/tutorials']})).toThrow(
      '"routes[0]" must be a route that starts with "/" and ends in "/index"',
    );
  });
});

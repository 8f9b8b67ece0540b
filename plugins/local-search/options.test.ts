import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {validateOptions, type Options} from './options';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as Options});

describe('the plugin options', () => {
  it('default to the embedded mode, with the search page and 404 left out of the index', () => {
    expect(validate(undefined)).toEqual({
      id: 'default',
      hosted: false,
      popularDestinations: [],
      suggestedQueries: [],
      excludedRoutes: ['/search', '/404.html'],
    });
  });

  it('take destinations and suggestions', () => {
    const options = validate({
      hosted: true,
      popularDestinations: [{title: 'Store', path: '/api/store'}],
      suggestedQueries: ['createSlice'],
    });
    expect(options.hosted).toBe(true);
    expect(options.popularDestinations).toEqual([{title: 'Store', path: '/api/store'}]);
  });

  it('refuse bad input with a message that names it', () => {
    expect(() => validate({popularDestinations: [{title: 'Store', path: 'api/store'}]})).toThrow(
      /path below the base URL/,
    );
    expect(() => validate({hosted: 'yes'})).toThrow(/hosted/);
    expect(() => validate({suggestedQueries: [42]})).toThrow(/suggestedQueries/);
  });
});

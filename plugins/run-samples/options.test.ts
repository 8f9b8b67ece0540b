import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withOptions} from '../_shared/withOptions';
import runSamples from './index';
import remarkRunSamples from './remarkRunSamples';

const options = {baseUrl: '/', siteDir: '/site', cacheDir: '/site/node_modules/.cache/run-samples'};

describe('run-samples options', () => {
  it('accepts a base URL and the two folders', () => {
    expect(() => withOptions(runSamples, options)({} as LoadContext)).not.toThrow();
    expect(() => remarkRunSamples({...options, baseUrl: '/docs/'})).not.toThrow();
  });

  it('fails with a clear message without a folder, or with a base URL that is not a path ending in /', () => {
    expect(() => withOptions(runSamples, {baseUrl: '/', siteDir: '/site'} as never)).toThrow(
      'runSamples: invalid options: "cacheDir" is required',
    );
    expect(() => remarkRunSamples({...options, baseUrl: 'docs'})).toThrow(
      /remarkRunSamples: invalid options: "baseUrl" .*a path that starts and ends with \//,
    );
  });
});

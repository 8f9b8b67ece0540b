import {describe, expect, it} from 'vitest';
import {withOptions} from '../_shared/withOptions';
import analytics, {analyticsOrigins} from './index';

const umami = {websiteId: '00000000-test-4000-8000-000000000000', endpoint: 'https://stats.example.test/api/send'};
const ga4 = {measurementId: 'G-TEST000000', endpoint: 'https://www.google-analytics.com/g/collect'};

describe('analytics options', () => {
  it('accepts either provider or both, and names their origins for the Content-Security-Policy', () => {
    expect(() => withOptions(analytics, {umami})).not.toThrow();
    expect(() => withOptions(analytics, {ga4})).not.toThrow();
    expect(analyticsOrigins({umami, ga4})).toEqual(['https://stats.example.test', 'https://www.google-analytics.com']);
    expect(analyticsOrigins(null)).toEqual([]);
  });

  it('fails with a clear message with no provider, or with a malformed one', () => {
    expect(() => withOptions(analytics, {})).toThrow('analytics: invalid options: configure "umami", "ga4" or both');
    expect(() => withOptions(analytics, {ga4: {...ga4, measurementId: 'UA-1234'}})).toThrow(
      '"ga4.measurementId" with value "UA-1234" fails to match',
    );
    expect(() => withOptions(analytics, {umami: {...umami, endpoint: 'stats'}})).toThrow(
      '"umami.endpoint" must be a valid uri',
    );
  });
});

import {describe, expect, it} from 'vitest';
import rehypeStaticHtml from './rehypeStaticHtml';

describe('rehypeStaticHtml options', () => {
  it('accepts a base URL with its slashes', () => {
    expect(() => rehypeStaticHtml({baseUrl: '/'})).not.toThrow();
    expect(() => rehypeStaticHtml({baseUrl: '/docs/'})).not.toThrow();
  });

  it('fails with a clear message without a base URL, or with one Docusaurus would not take', () => {
    expect(() => rehypeStaticHtml({} as never)).toThrow('rehypeStaticHtml: invalid options: "baseUrl" is required');
    expect(() => rehypeStaticHtml({baseUrl: 'docs'})).toThrow('"baseUrl" must start and end with a slash');
  });
});

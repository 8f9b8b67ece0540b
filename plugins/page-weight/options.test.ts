import {describe, expect, it} from 'vitest';
import {withOptions} from '../_shared/withOptions';
import {contentPages} from '../_shared/contentPages';
import leanDocsData from './leanDocsData';
import pageWeight from './index';

describe('page-weight options', () => {
  it('take an optional waitFor function, and fail with a clear message on anything else', () => {
    expect(() => withOptions(pageWeight, {})).not.toThrow();
    expect(() => withOptions(pageWeight, {waitFor: async () => {}})).not.toThrow();
    expect(() => withOptions(pageWeight, {waitFor: true} as never)).toThrow(
      'pageWeight: invalid options: "waitFor" must be of type function',
    );
  });
});

// The docs and pages plugins keep Docusaurus's own option checks when bound with withOptions().
describe('options of the wrapped docs plugin and of the pages plugin', () => {
  it('are validated by Docusaurus’s schemas, with a clear message', () => {
    expect(() => withOptions(leanDocsData, {routeBasePath: '/', sidebarPath: './sidebars.ts'})).not.toThrow();
    expect(() => withOptions(leanDocsData, {showLastUpdateTime: 'yes'} as never)).toThrow(
      'leanDocsData: invalid options: "showLastUpdateTime" must be a boolean',
    );
    expect(() => withOptions(contentPages, {rehypePlugins: []}, 'content-pages')).not.toThrow();
    expect(() => withOptions(contentPages, {path: 3} as never, 'content-pages')).toThrow(
      'content-pages: invalid options: "path" must be a string',
    );
  });
});

import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withoutDocDescriptions} from './leanDocsData';

const docs = {
  'api/store': {id: 'api/store', title: 'Store', description: 'The store API.', sidebar: 'docs'},
  'faq/index': {id: 'faq/index', title: 'FAQ'},
};
const tree: RouteConfig = {
  path: '/',
  component: 'DocsRoot',
  routes: [
    {
      path: '/',
      component: 'DocVersionRoot',
      props: {version: {label: 'Next', docs}},
      routes: [{path: '/api/store', component: 'DocItem'}],
    },
  ],
};

describe('withoutDocDescriptions', () => {
  it("drops every doc's description from the version prop at any depth, and counts them", () => {
    const dropped = {count: 0};
    const lean = withoutDocDescriptions(tree, dropped);
    const version = (lean.routes![0]!.props as {version: {label: string; docs: Record<string, object>}}).version;
    expect(version.docs).toEqual({
      'api/store': {id: 'api/store', title: 'Store', sidebar: 'docs'},
      'faq/index': {id: 'faq/index', title: 'FAQ'},
    });
    expect(version.label).toBe('Next');
    expect(lean.routes![0]!.routes).toEqual([{path: '/api/store', component: 'DocItem'}]);
    expect(dropped.count).toBe(1);
  });

  it('leaves routes without a version prop as they are', () => {
    const dropped = {count: 0};
    expect(withoutDocDescriptions({path: '/x', component: 'Page', props: {other: 1}}, dropped)).toEqual({
      path: '/x',
      component: 'Page',
      props: {other: 1},
    });
    expect(dropped.count).toBe(0);
  });
});

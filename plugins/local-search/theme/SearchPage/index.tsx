/**
 * The /search page. Embedded mode: the site's own results page (client/resultsPage), answered by
 * the same engine and ranking as the modal. Hosted mode: Docusaurus's search page, unchanged,
 * querying Algolia. Chosen at build time, so each mode's bundle holds one of them.
 */
import type {ComponentType, ReactNode} from 'react';
import React from 'react';

/** Set by the plugin at build time (client/constants.ts says more). */
declare const LOCAL_SEARCH_HOSTED: boolean;

// `require` in a branch the constant decides: the bundler drops the other mode's page.
const Page: ComponentType = LOCAL_SEARCH_HOSTED ? require('@theme-original/SearchPage').default : require('../../client/resultsPage/ResultsPage').default;

export default function SearchPage(): ReactNode {
  return <Page />;
}

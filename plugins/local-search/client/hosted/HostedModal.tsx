/**
 * The hosted mode's modal: DocSearch's own, querying Algolia, wired as
 * @docusaurus/theme-search-algolia 3.10.2's SearchBar wires it (that file's DocSearch component,
 * rearranged): results on this site open with the client-side router, results on the sibling
 * sites (`externalUrlRegex`) with a full page load; contextual facets; the "See all N results"
 * footer. Its code, stylesheet and translated labels load with it, when the reader opens search.
 * Docusaurus's Ask AI is left out: the site configures none.
 */
import React, {useMemo, useState, type ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
import '@docsearch/react/style';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  DocSearchTranslations,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';

type Props = {onClose: () => void; initialQuery?: string; translations?: DocSearchTranslations['modal']};

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function HostedModal({onClose, initialQuery, translations}: Props): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const createSearchLink = useSearchLinkCreator();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}) {
      // Results on other hosts cannot be served by the router.
      if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
      else history.push(itemUrl);
    },
  }));
  const searchParameters = useMemo(() => {
    const configured = algolia.searchParameters?.facetFilters ?? [];
    return {
      ...algolia.searchParameters,
      facetFilters: algolia.contextualSearch ? mergeFacetFilters(contextualFacetFilters, configured) : configured,
    };
  }, [algolia, contextualFacetFilters]);
  const transformItems = useMemo(
    () => (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const transformSearchClient = useMemo(
    () => (client: DocSearchTransformClient) => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return client;
    },
    [siteMetadata.docusaurusVersion],
  );
  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      ({state}) => (
        <Link to={createSearchLink(state.query)} onClick={onClose}>
          <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
            {'See all {count} results'}
          </Translate>
        </Link>
      ),
    [createSearchLink, onClose],
  );
  return (
    <DocSearchModal
      appId={algolia.appId}
      apiKey={algolia.apiKey}
      indexName={algolia.indexName}
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      navigator={navigator}
      transformItems={transformItems}
      hitComponent={Hit}
      transformSearchClient={transformSearchClient}
      {...(algolia.searchPagePath ? {resultsFooterComponent} : {})}
      placeholder={translations?.searchBox?.placeholderText}
      translations={translations}
      searchParameters={searchParameters}
      onAskAiToggle={() => {}}
    />
  );
}

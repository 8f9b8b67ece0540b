/**
 * /search in the embedded mode: every page that matches the query well, ranked as the modal ranks
 * them, each with its best sections; the count is of pages (the number the modal's "See all N
 * results" link gives). The query lives in the URL (`?q=`), so a results page can be linked.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import {suggestedQueries} from '../constants';
import type {DisplayResult} from '../results';
import {onTextLoaded, prepareSearch, searchDocs} from '../searchClient';
import './resultsPage.css';

const pageSize = 20;

// Reached by a client-side navigation, the search worker starts loading the index (both parts:
// this page always needs the text) when this page's code is evaluated, before React renders it.
// Loaded from the server, it started earlier still (../resultsPageStart.ts).
if (typeof window !== 'undefined') prepareSearch({text: 'always'}).catch(() => {});

type Status =
  {kind: 'idle'} | {kind: 'loading'} | {kind: 'error'; message: string} | {kind: 'results'; result: DisplayResult};

function summary(result: DisplayResult): ReactNode {
  const pages = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;
  if (result.pages.length === 0) return <>No page matches “{result.query}”.</>;
  if (result.partial)
    return (
      <>
        No page matches every word of “{result.query}”; {pages(result.count)} match some of them.
      </>
    );
  return (
    <>
      {pages(result.count)} {result.count === 1 ? 'matches' : 'match'} “{result.query}”.
    </>
  );
}

/** How long the page waits for the full text before it shows results from titles and headings. */
const partialResultsDelayMs = 1500;

function Results(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [shown, setShown] = useState(pageSize);
  // A new array on every render: kept by its content, so a search runs when the query changes.
  const filtersKey = JSON.stringify(useAlgoliaContextualFacetFilters());
  const {withBaseUrl} = useBaseUrlUtils();
  const asked = useRef(0);
  const partialTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const ask = () => {
      const sequence = ++asked.current;
      if (!query.trim()) {
        setStatus({kind: 'idle'});
        return;
      }
      setStatus((previous) => (previous.kind === 'results' ? previous : {kind: 'loading'}));
      searchDocs({query, filters: JSON.parse(filtersKey) as unknown, limit: 1000, sectionsPerPage: 3, text: 'always'})
        .then((result) => {
          if (sequence !== asked.current) return;
          window.clearTimeout(partialTimer.current);
          if (result.complete) setStatus({kind: 'results', result});
          // Results from titles and headings alone, while the full text loads, show only if the
          // full text is slow: shown at once, they were re-ranked and re-drawn when it came (a
          // layout shift of 0.11 on a phone).
          else
            partialTimer.current = window.setTimeout(
              () =>
                sequence === asked.current &&
                setStatus((previous) => (previous.kind === 'results' ? previous : {kind: 'results', result})),
              partialResultsDelayMs,
            );
        })
        .catch((error: Error) => sequence === asked.current && setStatus({kind: 'error', message: error.message}));
    };
    ask();
    setShown(pageSize);
    const stopListening = onTextLoaded(ask);
    return () => {
      stopListening();
      window.clearTimeout(partialTimer.current);
    };
  }, [query, filtersKey]);

  const title = query ? `Search results for “${query}”` : 'Search the documentation';
  const result = status.kind === 'results' ? status.result : null;
  return (
    <>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      {/* The page's main landmark: the layout adds none (a docs page gets its own from the doc layout). */}
      <main className="container margin-vert--lg search-results">
        <h1>{title}</h1>
        <form className="search-results__form" role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className="search-results__input"
            aria-label="Search"
            placeholder="Search the documentation"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <p className="search-results__status" role="status">
          {status.kind === 'loading' && 'Loading the search index…'}
          {status.kind === 'error' &&
            `The search index could not be loaded (${status.message}). Check your connection and reload the page.`}
          {result && summary(result)}
          {result && !result.complete && ' Searching the full text…'}
        </p>
        {result && result.pages.length === 0 && (
          <div className="search-results__suggestions">
            <p>Try:</p>
            <ul>
              {[...new Set([...result.suggestions, ...suggestedQueries])].slice(0, 6).map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className="button button--link" onClick={() => setQuery(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {result?.pages.slice(0, shown).map((page) => (
          <article key={page.path} className="search-results__page">
            {page.category && <p className="search-results__category">{page.category}</p>}
            <h2 className="search-results__title">
              <Link
                to={withBaseUrl(page.hits[0]?.page ? page.path : (page.hits[0]?.path ?? page.path))}
                dangerouslySetInnerHTML={{__html: page.title}}
              />
            </h2>
            <ul className="search-results__hits">
              {page.hits.map((hit) => (
                <li key={hit.path}>
                  {!hit.page && (
                    <Link className="search-results__heading" to={withBaseUrl(hit.path)}>
                      {[...hit.parents, ''].join(' › ')}
                      <span dangerouslySetInnerHTML={{__html: hit.title}} />
                    </Link>
                  )}
                  {hit.snippet && (
                    <p className="search-results__snippet" dangerouslySetInnerHTML={{__html: hit.snippet}} />
                  )}
                </li>
              ))}
            </ul>
          </article>
        ))}
        {result && result.pages.length > shown && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setShown((count) => count + pageSize)}
          >
            Show more results
          </button>
        )}
      </main>
    </>
  );
}

/** The page: its content inside the layout, whose providers (docs versions, for the facets) it reads. */
export default function ResultsPage(): ReactNode {
  return (
    <Layout>
      <Results />
    </Layout>
  );
}

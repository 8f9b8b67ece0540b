/**
 * The search modal of the embedded mode. Written for this site rather than DocSearch's modal
 * (which the hosted mode keeps): it is a twelfth of the size, renders only what the engine returns,
 * and can show what DocSearch cannot (a page-level hit's description, popular destinations before
 * the reader types, spelling suggestions when nothing matches). It keeps DocSearch's markup and
 * class names, so DocSearch's stylesheet dresses it and the two modes look and behave alike:
 * a combobox over one listbox, arrows and Enter choose, Escape closes, recent results return.
 * One difference: the option (`.DocSearch-Hit`, `aria-selected` when chosen) is the result's link
 * itself, where DocSearch puts a link inside a list-item option: an option may hold no link (axe's
 * nested-interactive rule), and this way `.DocSearch-Hit` stays the option, with its `href`.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import '@docsearch/css/dist/modal.css';
import './modal.css';
import {popularDestinations, suggestedQueries} from '../constants';
import {readRecent, rememberRecent, type RecentHit} from '../recentSearches';
import type {DisplayResult} from '../results';
import {onTextLoaded, prepareSearch, searchDocs} from '../searchClient';

/** One choosable line of the modal: a result, a recent result or a destination. */
type Item = {key: string; path: string; title: string; snippet: string; page: string; html: boolean};
type Group = {label: string; items: Item[]};

const pagesShown = 8;

const SearchIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path
      d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
      stroke="currentColor"
      fill="none"
      fillRule="evenodd"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const ClearIcon = () => (
  <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
    <path
      d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z"
      stroke="currentColor"
      fill="none"
      fillRule="evenodd"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const PageIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path
      d="M17 6v12c0 .52-.2 1-1 1H4c-.7 0-1-.33-1-1V2c0-.55.42-1 1-1h8l5 5zM14 8h-3.13c-.51 0-.87-.34-.87-.87V4M6 10h8M6 14h8"
      stroke="currentColor"
      fill="none"
      fillRule="evenodd"
      strokeLinejoin="round"
    />
  </svg>
);

function toItems(result: DisplayResult): Group[] {
  return result.pages.map((page) => ({
    label: page.title,
    items: page.hits.map((hit) => ({
      key: hit.path,
      path: hit.path,
      title: hit.title,
      snippet: hit.snippet,
      page: page.title,
      html: true,
    })),
  }));
}

/** The DOM id of the modal's option at `index` (aria-activedescendant points at it). */
const optionIdOf = (modalId: string, index: number) => `${modalId}-option-${index}`;

type Status =
  {kind: 'idle'} | {kind: 'loading'} | {kind: 'error'; message: string} | {kind: 'results'; result: DisplayResult};

export default function SearchModal({initialQuery, onClose}: {initialQuery?: string; onClose: () => void}): ReactNode {
  const [query, setQuery] = useState(initialQuery ?? '');
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [active, setActive] = useState(0);
  const [recent] = useState<RecentHit[]>(readRecent);
  // A new array on every render: kept by its content, so a search runs when the query changes.
  const facetFilters = useAlgoliaContextualFacetFilters();
  const filtersKey = JSON.stringify(facetFilters);
  const filters = useMemo(() => JSON.parse(filtersKey) as unknown, [filtersKey]);
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  const createSearchLink = useSearchLinkCreator();
  const input = useRef<HTMLInputElement>(null);
  const modal = useRef<HTMLDivElement>(null);
  const asked = useRef(0);
  const id = useId();
  const listId = `${id}-list`;

  const ask = useCallback(
    (text: string) => {
      const sequence = ++asked.current;
      if (!text.trim()) {
        setStatus({kind: 'idle'});
        return;
      }
      setStatus((previous) => (previous.kind === 'results' ? previous : {kind: 'loading'}));
      searchDocs({query: text, filters, limit: pagesShown, sectionsPerPage: 3})
        .then((result) => sequence === asked.current && setStatus({kind: 'results', result}))
        .catch((error: Error) => sequence === asked.current && setStatus({kind: 'error', message: error.message}));
      setActive(0);
    },
    [filters],
  );

  useEffect(() => {
    prepareSearch().catch(() => {});
    document.body.classList.add('DocSearch--active');
    input.current?.focus();
    return () => document.body.classList.remove('DocSearch--active');
  }, []);
  useEffect(() => ask(query), [ask, query]);
  // The text part arrived (a question needed it): ask again, for the full answer.
  useEffect(() => onTextLoaded(() => ask(input.current?.value ?? '')), [ask]);

  const groups: Group[] = useMemo(() => {
    if (status.kind === 'results') return toItems(status.result);
    if (query.trim()) return [];
    const start: Group[] = [];
    if (recent.length > 0)
      start.push({
        label: 'Recent',
        items: recent.map((hit) => ({
          key: `recent:${hit.path}`,
          path: hit.path,
          title: hit.title,
          snippet: '',
          page: hit.page,
          html: false,
        })),
      });
    if (popularDestinations.length > 0)
      start.push({
        label: 'Popular',
        items: popularDestinations.map((destination) => ({
          key: `popular:${destination.path}`,
          path: destination.path,
          title: destination.title,
          snippet: '',
          page: destination.title,
          html: false,
        })),
      });
    return start;
  }, [status, query, recent]);
  const items = groups.flatMap((group) => group.items);
  const optionId = (index: number) => optionIdOf(id, index);

  const open = (item: Item, newTab = false) => {
    const plain = (html: string) =>
      html.replace(/<[^>]*>/g, '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    rememberRecent({path: item.path, title: item.html ? plain(item.title) : item.title, page: item.page});
    if (newTab) window.open(withBaseUrl(item.path), '_blank', 'noopener');
    else history.push(withBaseUrl(item.path));
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (event.key === 'Enter' && event.target === input.current) {
      event.preventDefault();
      const item = items[active];
      if (item) open(item, event.metaKey || event.ctrlKey);
      else if (query.trim()) {
        history.push(createSearchLink(query));
        onClose();
      }
    } else if (event.key === 'Tab') {
      // Focus stays inside the dialog.
      const focusable = Array.from(
        modal.current?.querySelectorAll<HTMLElement>('input, button:not([hidden]), [href]:not([tabindex="-1"])') ?? [],
      );
      const [first, last] = [focusable[0], focusable.at(-1)];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  // Only when the active option changes: scrollIntoView forces a layout (about 10 ms a keystroke
  // on a long page, measured), so it does not run on every render.
  useEffect(() => {
    document.getElementById(optionIdOf(id, active))?.scrollIntoView({block: 'nearest'});
  }, [id, active]);

  const result = status.kind === 'results' ? status.result : null;
  // With results shown, the results page's code is fetched ahead, so that "See all" (or the same
  // page opened in a new tab) starts without a round trip for it. The footer's Link cannot do it:
  // Docusaurus matches a prefetch against route paths, and the link's query string matches none.
  const hasResults = Boolean(result && result.pages.length > 0);
  const resultsPagePath = createSearchLink('').split('?')[0]!;
  useEffect(() => {
    if (hasResults) void window.docusaurus.prefetch(resultsPagePath);
  }, [hasResults, resultsPagePath]);
  let index = -1;
  return (
    <div
      className="DocSearch DocSearch-Container"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className="DocSearch-Modal"
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        ref={modal}
        onKeyDown={onKeyDown}
      >
        <div className="DocSearch-SearchBar">
          <form
            className="DocSearch-Form"
            role="search"
            onSubmit={(event) => event.preventDefault()}
            onReset={() => setQuery('')}
          >
            <label className="DocSearch-MagnifierLabel" htmlFor={`${id}-input`}>
              <SearchIcon />
              <span className="DocSearch-VisuallyHiddenForAccessibility">Search</span>
            </label>
            <input
              ref={input}
              id={`${id}-input`}
              className="DocSearch-Input"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={items.length > 0}
              aria-controls={listId}
              aria-activedescendant={items.length > 0 ? optionId(Math.min(active, items.length - 1)) : undefined}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              enterKeyHint="search"
              spellCheck={false}
              placeholder="Search docs"
              maxLength={256}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <div className="DocSearch-Actions">
              <button className="DocSearch-Clear" type="reset" aria-label="Clear the query" hidden={!query}>
                <ClearIcon />
                <span className="DocSearch-Clear-Text">Clear</span>
              </button>
              <button
                className="DocSearch-Action DocSearch-Close"
                type="button"
                aria-label="Esc: close search"
                onClick={onClose}
              >
                <span aria-hidden="true">Esc</span>
              </button>
            </div>
          </form>
        </div>
        {/* data-results-for: the query the list shows (tests and the benchmark wait for it). */}
        <div className="DocSearch-Dropdown" data-results-for={result?.query}>
          <div className="DocSearch-Dropdown-Container">
            {status.kind === 'loading' && (
              <p className="DocSearch-Loading" role="status">
                Loading the search index…
              </p>
            )}
            {status.kind === 'error' && (
              <p className="DocSearch-ErrorScreen" role="alert">
                Search is not available right now ({status.message}). Check your connection, then type again.
              </p>
            )}
            {result && result.pages.length === 0 && (
              <div className="DocSearch-NoResults">
                <p className="DocSearch-Title" role="status">
                  No results for “<strong>{result.query}</strong>”
                </p>
                {[...result.suggestions, ...suggestedQueries].length > 0 && (
                  <div className="DocSearch-NoResults-Prefill-List">
                    <p className="DocSearch-Help">Try searching for:</p>
                    <ul>
                      {[...new Set([...result.suggestions, ...suggestedQueries])].slice(0, 6).map((suggestion) => (
                        <li key={suggestion}>
                          <button className="DocSearch-Prefill" type="button" onClick={() => setQuery(suggestion)}>
                            {suggestion}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            )}
            {!query.trim() && groups.length === 0 && (
              <p className="DocSearch-Help">Type to search the documentation.</p>
            )}
            {groups.length > 0 && (
              <div role="listbox" id={listId} aria-label={result ? 'Results' : 'Suggested pages'}>
                {groups.map((group, groupIndex) => (
                  <section
                    className="DocSearch-Hits"
                    role="group"
                    aria-labelledby={`${id}-source-${groupIndex}`}
                    key={`${group.label}-${groupIndex}`}
                  >
                    <div className="DocSearch-Hit-source" id={`${id}-source-${groupIndex}`}>
                      {group.label}
                    </div>
                    <ul role="none">
                      {group.items.map((item) => {
                        const itemIndex = ++index;
                        return (
                          <li className="DocSearch-Hit-item" role="none" key={item.key}>
                            {/* The option is the result's link, `.DocSearch-Hit` itself: an option may hold no link (axe: nested-interactive). */}
                            <a
                              className="DocSearch-Hit"
                              href={withBaseUrl(item.path)}
                              id={optionId(itemIndex)}
                              role="option"
                              aria-selected={itemIndex === active}
                              tabIndex={-1}
                              onMouseMove={() => itemIndex !== active && setActive(itemIndex)}
                              onClick={(event) => {
                                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                                event.preventDefault();
                                open(item);
                              }}
                            >
                              <div className="DocSearch-Hit-Container">
                                <div className="DocSearch-Hit-icon">
                                  <PageIcon />
                                </div>
                                <div className="DocSearch-Hit-content-wrapper">
                                  {item.html ? (
                                    <span
                                      className="DocSearch-Hit-title"
                                      dangerouslySetInnerHTML={{__html: item.title}}
                                    />
                                  ) : (
                                    <span className="DocSearch-Hit-title">{item.title}</span>
                                  )}
                                  {item.snippet && (
                                    <span
                                      className="DocSearch-Hit-path DocSearch-Hit-snippet"
                                      dangerouslySetInnerHTML={{__html: item.snippet}}
                                    />
                                  )}
                                </div>
                              </div>
                            </a>
                          </li>
                        );
                      })}
                    </ul>
                  </section>
                ))}
              </div>
            )}
            {result && result.pages.length > 0 && (
              <section className="DocSearch-HitsFooter">
                {!result.complete && (
                  <span className="DocSearch-Help" role="status">
                    Searching the full text…{' '}
                  </span>
                )}
                {/* A Docusaurus Link: a Ctrl- or middle-click opens the results in a new tab. */}
                <Link to={createSearchLink(result.query)} onClick={onClose}>
                  {`See all ${result.count} results`}
                </Link>
              </section>
            )}
          </div>
        </div>
        <div className="DocSearch-Footer">
          <ul className="DocSearch-Commands" aria-hidden="true">
            <li>
              <kbd className="DocSearch-Commands-Key">↵</kbd>
              <span className="DocSearch-Label">to select</span>
            </li>
            <li>
              <kbd className="DocSearch-Commands-Key">↓</kbd>
              <kbd className="DocSearch-Commands-Key">↑</kbd>
              <span className="DocSearch-Label">to navigate</span>
            </li>
            <li>
              <kbd className="DocSearch-Commands-Key">Esc</kbd>
              <span className="DocSearch-Label">to close</span>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

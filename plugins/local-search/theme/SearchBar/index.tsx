/**
 * The navbar's search: DocSearch's button, its keyboard shortcuts (Ctrl/Cmd+K, `/` outside text
 * fields, Escape), and a modal loaded on the first sign of interest. Replaces
 * @docusaurus/theme-search-algolia's SearchBar (served by the local-search plugin's theme path):
 * - the modal is the embedded mode's own (client/modal) or, when hosted, DocSearch's (client/hosted),
 *   chosen at build time, so each mode's bundle holds one of them;
 * - hovering, focusing or touching the button starts loading the modal and, embedded, the index's
 *   first part, so the first search does not wait; pages that never touch search never load them;
 * - the Algolia preconnect hint only when hosted: embedded, the site contacts no other host;
 * - the button is named by its visible text ("Search", WCAG 2.5.3), the shortcut announced by
 *   aria-keyshortcuts; DocSearch's own label ("Search (Control+k)") did not contain that text.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchTranslations, UseDocSearchKeyboardEventsProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import {prepareSearch} from '../../client/searchClient';

/** Set by the plugin at build time (client/constants.ts says more). */
declare const LOCAL_SEARCH_HOSTED: boolean;

type ModalProps = {onClose: () => void; initialQuery?: string; translations?: DocSearchTranslations['modal']};

let Modal: ComponentType<ModalProps> | null = null;
let modalTranslations: DocSearchTranslations['modal'] | undefined;

const buttonLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const buttonTranslations = {buttonText: buttonLabel, buttonAriaLabel: buttonLabel};

/** Loads the modal (and, embedded, starts loading the index's first part). */
function loadModal(): Promise<void> {
  if (!LOCAL_SEARCH_HOSTED) prepareSearch().catch(() => {});
  if (Modal) return Promise.resolve();
  const loading = LOCAL_SEARCH_HOSTED
    ? Promise.all([import('../../client/hosted/HostedModal'), import('@theme/SearchTranslations')]).then(
        ([modal, translations]) => {
          modalTranslations = translations.default.modal;
          return modal.default;
        },
      )
    : import('../../client/modal/SearchModal').then((modal) => modal.default);
  return loading.then((component) => {
    Modal = component;
  });
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const appId = (siteConfig.themeConfig.algolia as {appId?: string} | undefined)?.appId;
  const container = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [opening, setOpening] = useState(false);
  const typed = useRef('');

  const warmUp = useCallback(() => {
    loadModal().catch(() => {});
  }, []);

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    setOpening(true);
    loadModal().then(
      () => {
        setInitialQuery(typed.current || undefined);
        setIsOpen(true);
        setOpening(false);
      },
      () => {
        // The modal's code could not load (offline): nothing opens, and keys are no longer held.
        typed.current = '';
        setOpening(false);
      },
    );
  }, []);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    typed.current = '';
    button.current?.focus();
  }, []);

  // Keys typed while the modal's code loads (a reader who clicks Search and types at once) start
  // the query instead of being lost: DocSearch 4's keyboard hook no longer forwards them (its
  // onInput option is deprecated and unused).
  useEffect(() => {
    if (!opening) return undefined;
    const hold = (event: KeyboardEvent) => {
      if (event.key.length !== 1 || event.metaKey || event.ctrlKey || event.altKey) return;
      event.preventDefault();
      typed.current += event.key;
    };
    window.addEventListener('keydown', hold);
    return () => window.removeEventListener('keydown', hold);
  }, [opening]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  } as UseDocSearchKeyboardEventsProps);

  return (
    <>
      {LOCAL_SEARCH_HOSTED && appId && (
        <Head>
          <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        onTouchStart={warmUp}
        onFocus={warmUp}
        onMouseOver={warmUp}
        onClick={open}
        ref={button}
        translations={buttonTranslations}
        {...({'aria-label': undefined} as object)}
      />
      {isOpen &&
        Modal &&
        container.current &&
        createPortal(
          <Modal onClose={close} initialQuery={initialQuery} translations={modalTranslations} />,
          container.current,
        )}
    </>
  );
}

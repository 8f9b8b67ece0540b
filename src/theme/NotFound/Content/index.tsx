/*
 * Replaces the classic theme's NotFound/Content, whose stock text asks the reader to "contact the
 * owner of the site". This site's addresses changed when it was rewritten (config/redirects.ts
 * covers the known ones), so a reader who lands here most likely followed an old link: the page
 * offers a search for the words of that address, the four main ways in, and a way to report it.
 * Everything that depends on the address is filled in after mount: the server renders one 404.html
 * for every unknown address.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {queryFromPath} from './queryFromPath';
import styles from './styles.module.css';

const destinations = [
  {to: '/introduction/getting-started', label: 'Getting Started', text: 'Install Redux and find your way around.'},
  {
    to: '/tutorials/essentials/part-1-overview-concepts',
    label: 'Tutorial',
    text: 'Build an app with Redux Toolkit, step by step.',
  },
  {to: '/api/api-reference', label: 'API Reference', text: 'Every function of the redux package.'},
  {to: '/faq', label: 'FAQ', text: 'Short answers to common questions.'},
];

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const issuesUrl = siteConfig.customFields?.issuesUrl as string | undefined;
  const searchUrl = useBaseUrl('/search');
  const [address, setAddress] = useState<string | undefined>(undefined);
  const [query, setQuery] = useState('');
  useEffect(() => {
    setAddress(pathname);
    setQuery(queryFromPath(pathname));
  }, [pathname]);
  const reportUrl =
    issuesUrl && address
      ? `${issuesUrl}/new?title=${encodeURIComponent(`Broken link: ${address}`)}&body=${encodeURIComponent(`This address shows "Page Not Found":\n\n${address}\n\nI followed it from: `)}`
      : issuesUrl;
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      <Heading as="h1">Page Not Found</Heading>
      <p className={styles.lead}>
        {address ? (
          <>
            There is no page at <code>{address}</code>.
          </>
        ) : (
          'There is no page at this address.'
        )}{' '}
        The docs were reorganised, so the page you want may live under a new name: search for it, or start from one of
        the sections below.
      </p>
      <form className={styles.search} action={searchUrl} method="get" role="search">
        <label htmlFor="not-found-search">Search the docs</label>
        <div className={styles.searchRow}>
          <input
            id="not-found-search"
            name="q"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <Heading as="h2" className={styles.subheading}>
        Main sections
      </Heading>
      <ul className={styles.destinations}>
        {destinations.map(({to, label, text}) => (
          <li key={to}>
            <Link to={to} className={styles.destination}>
              <strong>{label}</strong>
              <span>{text}</span>
            </Link>
          </li>
        ))}
      </ul>
      {issuesUrl && (
        <p className={styles.report}>
          Followed a link from this site or another one? <a href={reportUrl}>Report the broken link</a> on the docs’
          issue tracker, so it can be redirected.
        </p>
      )}
    </main>
  );
}

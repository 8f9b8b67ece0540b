import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Status = 'ready' | 'copied' | 'failed';
const labels: Record<Status, string> = {ready: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

/**
 * Copies the page's Markdown (served at its route plus `.md` by this plugin, ../../index.ts), for a
 * reader who wants to paste the page into a tool or a chat. The copying code and the Markdown load
 * only on the first click.
 */
export default function CopyPageButton(): ReactNode {
  const {metadata} = useDoc();
  const [status, setStatus] = useState<Status>('ready');
  useEffect(() => {
    if (status === 'ready') return undefined;
    const timer = setTimeout(() => setStatus('ready'), 2500);
    return () => clearTimeout(timer);
  }, [status]);
  const copy = async () => {
    try {
      const {copyPageMarkdown} = await import('./copyPageMarkdown');
      await copyPageMarkdown(`${metadata.permalink.replace(/\/$/, '')}.md`);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <span className={styles.wrapper}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button)}
        onClick={copy}
        title="Copy this page as Markdown"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
          {status === 'copied' ? (
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          ) : (
            <path
              fill="currentColor"
              d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z"
            />
          )}
        </svg>
        {labels[status]}
      </button>
      {/* Read out by screen readers when the copy succeeds or fails. */}
      <span role="status" className={styles.announcement}>
        {status === 'copied' ? 'Copied the page as Markdown' : status === 'failed' ? 'Could not copy the page' : ''}
      </span>
    </span>
  );
}

/**
 * The route loading state (overrides the core fallback, which has no accessible name and a
 * hard-coded light-mode palette). react-loadable passes `pastDelay` 200 ms after loading starts,
 * so quick loads show nothing; `error` and `retry` when a chunk failed.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

type LoadingComponentProps = {error?: unknown; retry: () => void; pastDelay: boolean};

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>This part of the page could not be loaded.</p>
        <p className={styles.errorText}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>Loading…</span>
      </div>
    );
  }
  return null;
}

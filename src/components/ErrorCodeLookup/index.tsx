import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {lookupErrorCode} from '@site/src/data/errorCodes';
import ErrorMessage from '../ErrorMessage';
import styles from './styles.module.css';

/**
 * Shows the full message for the `?code=N` of the URL. It renders only in the browser: the query
 * string is not known when the page is pre-rendered, and rendering it during hydration would make
 * the client output differ from the server's.
 */
export default function ErrorCodeLookup() {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  if (!isBrowser) return null;
  const lookup = lookupErrorCode(search);
  switch (lookup.kind) {
    case 'none':
      return null;
    case 'known':
      return (
        <section className={styles.lookup} aria-labelledby="your-error" data-testid="error-lookup">
          <h2 id="your-error" className={styles.title}>
            Error #{lookup.entry.code} in full
          </h2>
          <blockquote className={styles.message}>
            <ErrorMessage message={lookup.entry.message} />
          </blockquote>
          <p>
            Thrown by <code>{lookup.entry.thrownBy}</code>.{' '}
            <a href={`#code-${lookup.entry.code}`}>See it in the table</a>.
          </p>
        </section>
      );
    case 'unknown':
      return (
        <p className={styles.notice} role="status" data-testid="error-lookup">
          Redux has no error #{lookup.code}. The codes run from 0 to 17 — check the number in your error, or whether it
          came from another library such as Redux Toolkit.
        </p>
      );
    case 'malformed':
      return (
        <p className={styles.notice} role="status" data-testid="error-lookup">
          The link asks for error code “{lookup.raw.slice(0, 40)}”, which is not a number. Error links look like{' '}
          <code>/errors?code=7</code>; all codes are listed below.
        </p>
      );
  }
}

import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {errorCodes, type ErrorCodeEntry} from '@site/src/data/errorCodes';
import ErrorMessage from '../ErrorMessage';
import styles from './styles.module.css';

function ErrorCodeRow({entry}: {entry: ErrorCodeEntry}) {
  const id = `code-${entry.code}`;
  // Register the row id so links to /errors#code-N pass the build's broken-anchor check.
  useBrokenLinks().collectAnchor(id);
  return (
    <tr id={id} data-search-heading={`Error #${entry.code}`}>
      <th scope="row">
        <a href={`#${id}`} aria-label={`Link to error ${entry.code}`}>
          {entry.code}
        </a>
      </th>
      <td>
        <p className={styles.message}>
          <ErrorMessage message={entry.message} />
        </p>
        <p className={styles.fix}>
          <code>{entry.thrownBy}</code> · {entry.fix}{' '}
          <Link to={entry.fixLink}>
            Read more<span className={styles.visuallyHidden}> about error {entry.code}</span>
          </Link>
        </p>
      </td>
    </tr>
  );
}

/** Every Redux core error code with its message; each row is linkable as #code-N. */
export default function ErrorCodeTable() {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {errorCodes.map((entry) => (
            <ErrorCodeRow key={entry.code} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

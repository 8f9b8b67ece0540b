import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {HomeLink} from '@site/src/data/home';
import styles from './LinkCardGrid.module.css';

type Props = {
  /** Cards whose title links to `to`. */
  links: readonly HomeLink[];
  compact?: boolean;
};

/** A responsive grid of titled cards, each a link with a one-line description. */
export default function LinkCardGrid({links, compact = false}: Props) {
  return (
    <ul className={clsx(styles.grid, compact && styles.compact)}>
      {links.map(({title, to, description}) => (
        <li key={title} className={styles.card}>
          <Link to={to} className={styles.cardLink}>
            {title}
          </Link>
          <p>{description}</p>
        </li>
      ))}
    </ul>
  );
}

import clsx from 'clsx';
import styles from './styles.module.css';

/** The style guide's three priority levels, strictest first. */
export const priorityLevels = {
  essential: {letter: 'A', label: 'Essential'},
  strong: {letter: 'B', label: 'Strongly recommended'},
  recommended: {letter: 'C', label: 'Recommended'},
} as const;

export type PriorityLevel = keyof typeof priorityLevels;

/**
 * The priority badge under each style-guide rule heading ("Priority A: Essential"). The letter
 * and the colour are decoration; the words carry the meaning, so the badge reads the same to a
 * screen reader and in high-contrast modes.
 */
export default function RulePriority({level}: {level: PriorityLevel}) {
  const {letter, label} = priorityLevels[level];
  return (
    <p className={styles.priority}>
      <span className={clsx(styles.badge, styles[level])}>
        <span className={styles.letter} aria-hidden="true">
          {letter}
        </span>
        <span>
          <span className={styles.visuallyHidden}>Priority {letter}: </span>
          {label}
        </span>
      </span>
    </p>
  );
}

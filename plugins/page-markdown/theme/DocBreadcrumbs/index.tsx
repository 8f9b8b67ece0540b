import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageButton from '../../client/CopyPageButton';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * Wraps the doc breadcrumbs to put the "Copy page" button on their row, at the top of every doc
 * page (also pages without a sidebar, whose breadcrumbs render nothing).
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <CopyPageButton />
    </div>
  );
}

import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import ErrorCodeLookup from '@site/src/components/ErrorCodeLookup';
import ErrorCodeTable from '@site/src/components/ErrorCodeTable';
import styles from './errors.module.css';

/** /errors: turns the code in a minified production error back into its full message. */
export default function ErrorsPage(): ReactNode {
  return (
    <Layout
      title="Production error codes"
      description="The full text of every error that Redux's production builds report only by number."
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Production error codes</Heading>
        <p>
          To keep your bundle small, Redux&apos;s production builds leave out the text of their error messages. An error
          then reads <code>Minified Redux error #7; visit …/Errors?code=7 …</code>, and the number is all you get. Find
          it below, or follow the link in the error: this page shows the full message. For the exact values involved
          (the key, the action type), run the app with a development build, where Redux throws the complete message.
        </p>
        <ErrorCodeLookup />
        <Heading as="h2" id="all-codes">
          All error codes
        </Heading>
        <ErrorCodeTable />
        <p>
          Redux Toolkit&apos;s production build reports its own errors by code, explained on{' '}
          <Link href="https://redux-toolkit.js.org/Errors?code=0">its error page</Link>. React-Redux has no error codes:
          its production build prints its few errors in full.
        </p>
      </main>
    </Layout>
  );
}

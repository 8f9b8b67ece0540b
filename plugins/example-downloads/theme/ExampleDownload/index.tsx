import type {ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ExampleDownloadsData} from '../../index';
import styles from './styles.module.css';

type Props = {
  /** The archive's name: `<app>` or `<app>-<checkpoint>` (../../README.md). */
  name: string;
  /** The link text; by default the archive's file name. */
  children?: ReactNode;
};

/**
 * A link to one of the example-app archives the build serves under /downloads/, with its size.
 * An unknown name fails the build (the page is rendered at build time), so a link here cannot
 * point to an archive that does not exist.
 *
 * A TypeScript project also has a JavaScript edition, `<name>-js`: the link offers the edition
 * of the reader's code language (the TypeScript / JavaScript tabs' site-wide choice), with a link
 * to the other. Both are in the HTML and CSS shows one, as for the tabs, so the right one shows
 * from the first paint and follows every switch.
 */
export default function ExampleDownload({name, children}: Props) {
  const {archives} = usePluginData('example-downloads') as ExampleDownloadsData;
  const url = useBaseUrl(`/downloads/${name}.zip`);
  const javascriptUrl = useBaseUrl(`/downloads/${name}-js.zip`);
  const archive = archives[name];
  if (!archive)
    throw new Error(`<ExampleDownload name="${name}">: no such archive; known: ${Object.keys(archives).join(', ')}`);
  const javascript = archives[`${name}-js`];
  const link = (file: string, href: string, bytes: number, other?: ReactNode) => (
    <>
      <a href={href} download>
        {children ?? file}
      </a>{' '}
      (zip, {Math.max(1, Math.round(bytes / 1024))} KB{other})
    </>
  );
  if (!javascript) return link(`${name}.zip`, url, archive.bytes);
  return (
    <>
      <span className={styles.typescript}>
        {link(
          `${name}.zip`,
          url,
          archive.bytes,
          <>
            ; also{' '}
            <a href={javascriptUrl} download>
              in JavaScript
            </a>
          </>,
        )}
      </span>
      <span className={styles.javascript}>
        {link(
          `${name}-js.zip`,
          javascriptUrl,
          javascript.bytes,
          <>
            ; also{' '}
            <a href={url} download>
              in TypeScript
            </a>
          </>,
        )}
      </span>
    </>
  );
}

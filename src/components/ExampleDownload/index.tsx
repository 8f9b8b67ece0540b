import type {ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ExampleDownloadsData} from '../../../plugins/example-downloads';
import styles from './styles.module.css';

type Props = {
  /** The archive's name: `<app>` or `<app>-<checkpoint>` (plugins/example-downloads/README.md). */
  name: string;
  /** The link text; by default the archive's file name. */
  children?: ReactNode;
};

/** A TypeScript project's JavaScript edition is the archive `<name>-js` (plugins/example-downloads). */
const javascriptSuffix = '-js';

/**
 * A link to one of the example-app archives the build serves under /downloads/, with its size.
 * An unknown name fails the build (the page is rendered at build time), so a link here cannot
 * point to an archive that does not exist.
 *
 * A TypeScript project also has a JavaScript edition: the link offers the edition of the reader's
 * code language (the TypeScript / JavaScript tabs' site-wide choice), with a link to the other.
 * Both are in the HTML and CSS shows one, from `<html data-code-language>` as the tabs do, so the
 * right one shows from the first paint and follows every switch.
 */
export default function ExampleDownload({name, children}: Props) {
  const {archives} = usePluginData('example-downloads') as ExampleDownloadsData;
  const url = useBaseUrl(`/downloads/${name}.zip`);
  const javascriptUrl = useBaseUrl(`/downloads/${name}${javascriptSuffix}.zip`);
  const archive = archives[name];
  if (!archive) throw new Error(`<ExampleDownload name="${name}">: no such archive; known: ${Object.keys(archives).join(', ')}`);
  const javascript = archives[`${name}${javascriptSuffix}`];
  const editions = [{file: `${name}.zip`, href: url, bytes: archive.bytes, className: styles.typescript, other: {language: 'JavaScript', href: javascriptUrl}}];
  if (javascript) editions.push({file: `${name}${javascriptSuffix}.zip`, href: javascriptUrl, bytes: javascript.bytes, className: styles.javascript, other: {language: 'TypeScript', href: url}});
  return editions.map(({file, href, bytes, className, other}) => (
    <span key={file} className={javascript && className}>
      <a href={href} download>
        {children ?? file}
      </a>{' '}
      (zip, {Math.max(1, Math.round(bytes / 1024))} KB
      {javascript && (
        <>
          ; also{' '}
          <a href={other.href} download>
            in {other.language}
          </a>
        </>
      )}
      )
    </span>
  ));
}

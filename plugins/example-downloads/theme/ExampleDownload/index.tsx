import type {ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ExampleDownloadsData} from '../../index';

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
 */
export default function ExampleDownload({name, children}: Props) {
  const {archives} = usePluginData('example-downloads') as ExampleDownloadsData;
  const url = useBaseUrl(`/downloads/${name}.zip`);
  const archive = archives[name];
  if (!archive) throw new Error(`<ExampleDownload name="${name}">: no such archive; known: ${Object.keys(archives).join(', ')}`);
  const kib = Math.max(1, Math.round(archive.bytes / 1024));
  return (
    <>
      <a href={url} download>
        {children ?? `${name}.zip`}
      </a>{' '}
      (zip, {kib} KB)
    </>
  );
}

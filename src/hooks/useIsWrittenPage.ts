import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

/**
 * Returns a predicate telling whether an internal path is a doc that exists. Pages that list
 * links to docs (the home page) use it to hide links to pages not written yet, so the broken-link
 * check never meets them. Non-doc routes (like /errors) and external URLs always count as written.
 */
export function useIsWrittenPage(): (to: string) => boolean {
  const allDocs = useAllDocsData();
  const docPaths = new Set(
    Object.values(allDocs).flatMap((plugin) => plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path))),
  );
  const nonDocPaths = new Set(['/', '/errors']);
  return (to: string) => {
    if (/^https?:\/\//.test(to)) return true;
    const path = to.split('#')[0]!.replace(/\/$/, '') || '/';
    return nonDocPaths.has(path) || docPaths.has(path);
  };
}

import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** The one list of the site's doc pages that the content rules read. */

export const repoRoot = path.resolve(__dirname, '../..');
export const docsDir = path.join(repoRoot, 'docs');

export type DocsPage = {
  /** Relative to docs/, e.g. `usage/writing-tests.mdx`. */
  file: string;
  /** The absolute path. */
  path: string;
  source: string;
  /** The page's URL path: its `slug`, or its file path without the extension and a trailing `index`. */
  route: string;
};

function readPages(dir = docsDir): DocsPage[] {
  return readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return readPages(full);
      if (!/\.mdx?$/.test(entry.name)) return [];
      const file = path.relative(docsDir, full);
      const source = readFileSync(full, 'utf8');
      const slug = /^---\n[\s\S]*?^slug: (\S+)$[\s\S]*?^---$/m.exec(source)?.[1];
      const route = slug ?? `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
      return [{file, path: full, source, route: route.replace(/\/$/, '') || '/'}];
    });
}

/** Every doc page, in a stable order. */
export const allDocsPages: readonly DocsPage[] = readPages();

/**
 * The pages a rule over every page checks: all of them, or only the page `npm run check:page`
 * names in CHECK_PAGE (`docs/…` or relative to docs/), so that a writer sees that page's findings.
 */
export const checkedPage = process.env.CHECK_PAGE?.replace(/^docs\//, '');
export const docsPages: readonly DocsPage[] = checkedPage
  ? allDocsPages.filter((page) => page.file === checkedPage)
  : allDocsPages;

/** The source of one page, by its path relative to docs/. */
export function pageSource(file: string): string {
  const page = allDocsPages.find((candidate) => candidate.file === file);
  if (!page) throw new Error(`no doc page docs/${file}`);
  return page.source;
}

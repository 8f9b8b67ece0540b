import {existsSync} from 'node:fs';
import path from 'node:path';

const docsDir = path.join(__dirname, '..', 'docs');

/** True when docs/<docPath>.mdx (or .md) exists: used to show links only to written pages. */
export function docExists(docPath: string): boolean {
  return ['.mdx', '.md'].some((ext) => existsSync(path.join(docsDir, `${docPath}${ext}`)));
}

/**
 * Keeps the entries whose page is written (an entry names its doc in `requires`; one without
 * `requires` is not a doc link) and drops the `requires` field. Navbar, footer and redirects use it.
 */
export function onlyWritten<T extends {requires?: string}>(entries: readonly T[], exists: (docPath: string) => boolean = docExists): Array<Omit<T, 'requires'>> {
  return entries
    .filter(({requires}) => requires === undefined || exists(requires))
    .map(({requires: _requires, ...entry}) => entry);
}
